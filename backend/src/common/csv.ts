/** What a CSV cell may be given: absent values become empty cells. */
export type CsvValue = string | number | null | undefined;

/** Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV Injection"). */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);
const NEEDS_QUOTES = /[",\r\n]/;

/** Prefixes a formula-looking text with an apostrophe so spreadsheets show it as text instead of running it. */
export function neutralizeFormula(text: string): string {
  return text.length > 0 && FORMULA_TRIGGERS.has(text[0]) ? `'${text}` : text;
}

/** One RFC 4180 field: neutralised, then quoted (with doubled quotes) when it holds a quote, comma or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = neutralizeFormula(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One RFC 4180 record, CRLF-terminated. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Byte-order mark: without it Excel reads UTF-8 CSV as the local code page and mangles accented names. */
export const UTF8_BOM = '\uFEFF';
