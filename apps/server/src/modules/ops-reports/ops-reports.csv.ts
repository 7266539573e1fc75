/**
 * CSV (RFC 4180) for the report exports: fields separated by commas, lines by CRLF; a field with a
 * comma, a double quote, a line break or an edge space is quoted, its quotes doubled. Text a person
 * typed (usernames, vendor names) that a spreadsheet would run as a formula (= + - @, tab, CR) gets a
 * leading apostrophe; amounts are decimal strings and are never touched ("-12.50" stays a number).
 */
export type CsvValue = string | number;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue; text?: boolean };

export function csvField(value: CsvValue, text = false): string {
  let s = String(value);
  if (text && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = <T>(columns: CsvColumn<T>[], row: T) =>
  `${columns.map((c) => csvField(c.value(row), c.text)).join(',')}\r\n`;

export const csvHeader = <T>(columns: CsvColumn<T>[]) => `${columns.map((c) => csvField(c.header)).join(',')}\r\n`;
