// A cell starting with one of these is a formula in Excel, LibreOffice and Google Sheets
// (OWASP "CSV injection"): a prospect could type `=HYPERLINK(...)` as their company name.
const formulaStart = /^[=+\-@\t\r]/

/** One CSV cell: formula-safe, and quoted (with doubled quotes) when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A CSV document (RFC 4180), with a UTF-8 byte-order mark, without which Excel shows "São Paulo" as "SÃ£o Paulo". */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`
}
