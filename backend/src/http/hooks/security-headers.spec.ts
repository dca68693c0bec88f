import { parseCsp } from '../../../test/support/content-security-policy';
import { paymentProviderSources, securityHeaders } from './security-headers';

describe("the CSP's payment provider sources", () => {
  it("name PayPal's SDK origin and hosts by default", () => {
    expect(paymentProviderSources()).toEqual([
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ]);
  });

  it("name PAYPAL_SDK_URL's origin (a fake SDK on loopback) for the script, its calls, frames and images", () => {
    const csp = parseCsp(
      securityHeaders([], paymentProviderSources('http://127.0.0.1:4321/sdk/js'))['content-security-policy'],
    );
    for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src'])
      expect(csp.get(directive)).toContain('http://127.0.0.1:4321');
  });
});
