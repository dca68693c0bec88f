import { signedToken, verifySignedToken } from './unsubscribe-link';

const SECRET = 'a-test-secret-of-some-length';

describe('signed mail-link tokens', () => {
  it('give back the value of a genuine token, for its own purpose only', () => {
    const token = signedToken('ada@example.com', SECRET, 'unsubscribe');
    expect(verifySignedToken(token, SECRET, 'unsubscribe')).toBe('ada@example.com');
    expect(verifySignedToken(token, SECRET, 'contact-copy')).toBeNull();
    expect(verifySignedToken(token, 'another-secret-of-some-length', 'unsubscribe')).toBeNull();
  });

  it('accept one spelling per token: a last character that differs only in its spare bits is refused', () => {
    // 32 bytes of MAC are 43 characters, whose last carries 2 spare bits: A, B, C and D decode alike.
    for (let n = 0; n < 40; n++) {
      const token = signedToken(`shopper-${n}@example.com`, SECRET, 'unsubscribe');
      const last = token.at(-1) ?? '';
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const index = alphabet.indexOf(last);
      const sibling = alphabet[index ^ 1];
      expect(verifySignedToken(`${token.slice(0, -1)}${sibling}`, SECRET, 'unsubscribe')).toBeNull();
    }
  });

  it('refuse a value spelled another way than the shop wrote it', () => {
    const token = signedToken('a', SECRET, 'unsubscribe');
    const [value, mac] = token.split('.');
    expect(verifySignedToken(`${value}A.${mac}`, SECRET, 'unsubscribe')).toBeNull();
  });
});
