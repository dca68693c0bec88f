import { metricsAccess } from './metrics-access';

describe('who may read /metrics', () => {
  const token = 'metrics-token-0123456789';

  it('without METRICS_TOKEN: hidden in production, open elsewhere', () => {
    expect(metricsAccess({ isProduction: true, metricsToken: undefined }, undefined)).toBe('hidden');
    expect(metricsAccess({ isProduction: true, metricsToken: undefined }, `Bearer ${token}`)).toBe('hidden');
    expect(metricsAccess({ isProduction: false, metricsToken: undefined }, undefined)).toBe('allowed');
  });

  it.each([true, false])('with METRICS_TOKEN (production: %s): only the exact bearer token', (isProduction) => {
    const config = { isProduction, metricsToken: token };
    expect(metricsAccess(config, `Bearer ${token}`)).toBe('allowed');
    for (const header of [
      undefined,
      '',
      token,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Basic ${token}`,
      'Bearer ',
    ]) {
      expect(metricsAccess(config, header)).toBe('refused');
    }
  });
});
