import { validateSync } from 'class-validator';
import { canonicalEmail, HasNoInvisibleCharacters } from './email-address';

class Probe {
  @HasNoInvisibleCharacters({ message: 'email must not contain invisible characters' })
  email: string;
}

function problems(email: string): string[] {
  return validateSync(Object.assign(new Probe(), { email })).flatMap((e) => Object.values(e.constraints ?? {}));
}

describe('e-mail addresses', () => {
  it('spells one mailbox one way for per-customer counts', () => {
    for (const spelling of ['pc-x@example.com', ' PC-X@Example.COM ', '"pc-x"@example.com', '"PC\\-X"@EXAMPLE.com'])
      expect(canonicalEmail(spelling)).toBe('pc-x@example.com');
    expect(canonicalEmail('"a b"@example.com')).toBe('a b@example.com');
    expect(canonicalEmail('Zoe\u0308@example.com')).toBe('zoë@example.com');
  });

  it('refuses invisible characters and accepts visible ones', () => {
    expect(problems('ada@example.com')).toEqual([]);
    expect(problems('zoë@example.com')).toEqual([]);
    for (const invisible of [
      '\u200b',
      '\u200d',
      '\ufeff',
      '\u00ad',
      '\u2060',
      '\u3164',
      '\ufe0f',
      '\u0007',
      '\u202e',
      ' ',
    ]) {
      expect(problems(`pc${invisible}x@example.com`)).toEqual(['email must not contain invisible characters']);
    }
  });
});
