import { AdminPasswordService } from './admin-password.service';

describe('AdminPasswordService', () => {
  const service = new AdminPasswordService({ adminPassword: 'correct horse' });

  it('accepts exactly the configured password', () => {
    expect(service.matches('correct horse')).toBe(true);
  });

  it.each(['', 'correct', 'correct horse ', 'Correct horse', 'correct horse battery staple', 'x'.repeat(10_000)])(
    'refuses %j, whatever its length',
    (candidate) => {
      expect(service.matches(candidate)).toBe(false);
    },
  );
});
