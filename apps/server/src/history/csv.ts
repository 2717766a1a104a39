/** CSV writing for the account history (RFC 4180, with a guard against spreadsheet formulas in text cells). */

/** Excel reads the file as UTF-8 (so Bangla shows) only with this byte order mark first. */
export const BOM = '\uFEFF';

/** One cell: quoted when it holds a comma, a quote or a line break. */
export function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A text cell a person or an operator wrote (names, references): a leading = + - @ tab or CR would make a
 * spreadsheet run it as a formula, so it gets a leading apostrophe.
 */
export function textCell(value: string): string {
  return cell(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

/** A CSV line (CRLF, as RFC 4180 and Excel expect). */
export function line(cells: string[]): string {
  return `${cells.join(',')}\r\n`;
}

/** An instant in Dhaka time as ISO 8601 with its offset: 2026-01-31T23:59:00+06:00. */
export function dhakaIso(at: Date): string {
  return `${new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 19)}+06:00`;
}
