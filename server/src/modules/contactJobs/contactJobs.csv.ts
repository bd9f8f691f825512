import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import type { CsvPreview } from '../../../../contract/contactJobs';
import { badRequest } from '../../http/errors';
import type { PropertyDef } from '../contacts/contacts.filters';

/**
 * Reading CSV files as real tools write them: Excel in Spanish (`;`, Windows-1252), Google
 * Contacts and Outlook exports (UTF-8, `,`), UTF-8 with BOM, UTF-16 with BOM, quoted newlines.
 * Pure functions: no database, no I/O.
 */

export type Encoding = CsvPreview['encoding'];

export function decodeCsv(buffer: Buffer): { text: string; encoding: Encoding } {
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return { text: buffer.subarray(3).toString('utf8'), encoding: 'utf-8' };
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return { text: iconv.decode(buffer.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  try {
    // Valid UTF-8 is taken as UTF-8; anything else is what Excel writes on Windows in Spain.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buffer), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(buffer, 'windows-1252'), encoding: 'windows-1252' };
  }
}

/** Refuses what is plainly not a CSV, before any work: spreadsheets, archives, binaries. */
export function assertLooksLikeCsv(buffer: Buffer, fileName: string): void {
  const lower = fileName.toLowerCase();
  const head = buffer.subarray(0, 8);
  if (lower.endsWith('.xlsx') || lower.endsWith('.xls') || head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    throw badRequest('Excel workbooks cannot be read: in Excel use "Save as" → "CSV (delimited by commas or semicolons)" and upload that file', undefined, 'unsupported_file_type');
  }
  if (!/\.(csv|txt|tsv)$/.test(lower) && lower.includes('.')) {
    throw badRequest('Upload a .csv file (comma, semicolon or tab separated)', undefined, 'unsupported_file_type');
  }
  const sample = buffer.subarray(0, 4096);
  const utf16 = sample[0] === 0xff && sample[1] === 0xfe;
  if (!utf16 && sample.includes(0)) throw badRequest('This file is not a text CSV', undefined, 'unsupported_file_type');
  if (buffer.length === 0) throw badRequest('The file is empty', undefined, 'empty_file');
}

/** The delimiter that splits the header line (outside quotes) into the most columns. */
export function detectDelimiter(text: string): string {
  let inQuotes = false;
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0, '|': 0 };
  for (const ch of text.slice(0, 20_000)) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) break;
    else if (!inQuotes && ch in counts) counts[ch] += 1;
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return best[1] > 0 ? best[0] : ',';
}

export type ParsedCsv = { headers: string[]; rows: string[][]; encoding: Encoding; delimiter: string };

/**
 * A file without a single double quote cannot hold quoted cells, so it is lines split by the
 * delimiter: what csv-parse returns for it (same line ending, first one found; empty lines
 * skipped), about 8 times faster on a 100,000-row file. Anything with a quote goes to csv-parse.
 */
export function splitUnquoted(text: string, delimiter: string): string[][] {
  const ending = /\r\n|\n|\r/.exec(text)?.[0] ?? '\n';
  const records: string[][] = [];
  for (const line of text.split(ending)) if (line !== '') records.push(line.split(delimiter));
  return records;
}

/** What spreadsheets run as a formula when a cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The inverse of neutralizeCell: `'` followed by a formula trigger is our own export's guard, so
 * the cell reads without it (`'+34 600…` is the phone `+34 600…`). Any other leading `'` is data.
 */
export function restoreCell(cell: string): string {
  return cell.charCodeAt(0) === 39 && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Every cell of the file as its author wrote it (see restoreCell); in place, imports read 100,000s of cells. */
function restoreCells(records: string[][]): string[][] {
  for (const record of records) for (let i = 0; i < record.length; i++) record[i] = restoreCell(record[i]);
  return records;
}

export function parseCsv(buffer: Buffer): ParsedCsv {
  const { text, encoding } = decodeCsv(buffer);
  // A NUL anywhere (past the sniffed head, or a UTF-16 one) would reach Postgres: not a text CSV.
  if (text.includes('\u0000')) throw badRequest('This file is not a text CSV', undefined, 'unsupported_file_type');
  const delimiter = detectDelimiter(text);
  let records: string[][];
  if (!text.includes('"')) {
    records = restoreCells(splitUnquoted(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, delimiter));
    if (!records.length) throw badRequest('The file has no header row', undefined, 'empty_file');
    const [headers, ...rows] = records;
    return { headers: headers.map((h) => h.trim()), rows, encoding, delimiter };
  }
  try {
    records = restoreCells(parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][]);
  } catch (e) {
    throw badRequest(`The CSV cannot be read: ${(e as Error).message}`, undefined, 'invalid_csv');
  }
  if (!records.length) throw badRequest('The file has no header row', undefined, 'empty_file');
  const [headers, ...rows] = records;
  return { headers: headers.map((h) => h.trim()), rows, encoding, delimiter };
}

const normalize = (h: string) =>
  h.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Header names in Spanish and English, including Google Contacts and Outlook exports. */
const HEADER_GUESSES: [target: string, names: string[]][] = [
  ['email', ['email', 'e mail', 'correo', 'correo electronico', 'mail', 'email address', 'e mail address', 'e mail 1 value', 'email 1 value', 'direccion de correo electronico', 'correo electronico 1', 'e mail 1']],
  ['phone', ['phone', 'telefono', 'tel', 'movil', 'mobile', 'mobile phone', 'celular', 'telefono movil', 'phone number', 'phone 1 value', 'business phone', 'home phone', 'telefono del trabajo', 'telefono particular', 'whatsapp', 'numero de telefono', 'primary phone', 'telefono principal']],
  ['name', ['name', 'nombre', 'first name', 'given name', 'nombre de pila', 'first', 'primer nombre']],
  ['surname', ['surname', 'apellido', 'apellidos', 'last name', 'family name', 'last', 'segundo nombre apellido']],
  ['fullName', ['full name', 'nombre completo', 'display name', 'nombre y apellidos', 'contact name', 'nombre para mostrar']],
  ['organization', ['organization', 'organisation', 'company', 'empresa', 'compania', 'organizacion', 'organization 1 name', 'organization name', 'business', 'razon social']],
  ['jobTitle', ['job title', 'title', 'cargo', 'puesto', 'position', 'organization 1 title', 'organization title', 'puesto de trabajo', 'job']],
  ['city', ['city', 'ciudad', 'localidad', 'poblacion', 'municipio', 'business city', 'home city', 'address 1 city', 'ciudad de trabajo', 'ciudad particular']],
  ['country', ['country', 'pais', 'country region', 'business country region', 'home country region', 'address 1 country', 'pais o region', 'pais region del trabajo']],
  ['source', ['source', 'origen', 'fuente', 'canal', 'lead source']],
];

/** Guesses each column's target; a target is given to the first column that matches it. */
export function guessMapping(headers: string[], props: PropertyDef[], labels: Record<string, string> = {}): (string | null)[] {
  const used = new Set<string>();
  const byProperty = new Map<string, string>();
  for (const p of props) {
    byProperty.set(normalize(p.propertyName), p.propertyName);
    if (labels[p.propertyName]) byProperty.set(normalize(labels[p.propertyName]), p.propertyName);
  }
  return headers.map((header) => {
    const h = normalize(header);
    const custom = byProperty.get(h);
    if (custom && !used.has(`custom:${custom}`)) {
      used.add(`custom:${custom}`);
      return `custom:${custom}`;
    }
    for (const [target, names] of HEADER_GUESSES) {
      if (names.includes(h) && !used.has(target)) {
        used.add(target);
        return target;
      }
    }
    return null;
  });
}

/** A CSV row as import values: standard fields plus a customProperties object. */
export function applyMapping(row: string[], mapping: (string | null)[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const custom: Record<string, unknown> = {};
  mapping.forEach((target, i) => {
    const cell = (row[i] ?? '').trim();
    if (!target || cell === '') return;
    if (target.startsWith('custom:')) {
      const name = target.slice(7);
      if (custom[name] === undefined) custom[name] = cell;
    } else if (values[target] === undefined) {
      values[target] = cell;
    }
  });
  if (Object.keys(custom).length) values.customProperties = custom;
  return values;
}

/** Spreadsheets run cells starting with = + - @ (and tab or CR) as formulas: prefix them with ' (undone on import by restoreCell). */
export function neutralizeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180 lines (CRLF), quoting only cells that need it; hand-rolled because exports write 100,000s of cells. */
export function csvLines(rows: unknown[][], delimiter: string): string {
  const needsQuotes = new RegExp(`["\r\n${delimiter}]`);
  let out = '';
  for (const row of rows) {
    out += row
      .map((value) => {
        const cell = neutralizeCell(value);
        return needsQuotes.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
      })
      .join(delimiter);
    out += '\r\n';
  }
  return out;
}
