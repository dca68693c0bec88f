import { csvCell, csvRow, neutralizeFormula } from './csv';

describe('CSV writer', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvRow(['Ada Lovelace', 1001, '36.00'])).toBe('Ada Lovelace,1001,36.00\r\n');
  });

  it('writes absent values as empty cells', () => {
    expect(csvRow([null, 'x', undefined, ''])).toBe(',x,,\r\n');
  });

  it('quotes cells holding a comma, quote or line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 317 555 0100', "'+1 317 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    ['"; DROP TABLE orders; --', '"""; DROP TABLE orders; --"'],
  ])('neutralises formula starts as OWASP advises: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('only looks at the first character', () => {
    expect(neutralizeFormula('a=b')).toBe('a=b');
    expect(neutralizeFormula(' =1')).toBe(' =1');
    expect(neutralizeFormula('')).toBe('');
  });
});
