import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { parseCsv, splitUnquoted } from './contactJobs.csv';

const viaCsvParse = (text: string, delimiter: string) =>
  parse(text, { delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];

describe('CSV without quotes (fast path)', () => {
  it('splits exactly as csv-parse does: line endings, empty lines, ragged rows, stray CR', () => {
    const samples: [string, string][] = [
      ['Nombre;Email\r\nAna;ana@acme.es\r\n\r\nBruno\r\n', ';'],
      ['a,b\n\n1,2\n', ','],
      ['a\tb\r1\t2\r', '\t'],
      ['x;y\r\n1;2\r3\r\n', ';'],
      ['h\n   \n;;\n', ';'],
      ['a,b', ','],
      ['', ','],
    ];
    for (const [text, delimiter] of samples) expect(splitUnquoted(text, delimiter)).toEqual(viaCsvParse(text, delimiter));
  });

  it('reads an unquoted Spanish file with BOM the same as a quoted one', () => {
    const plain = parseCsv(Buffer.from('\ufeffNombre;Teléfono\r\nLucía;+34 600 000 000\r\nIñigo;\r\n', 'utf8'));
    const quoted = parseCsv(Buffer.from('\ufeff"Nombre";"Teléfono"\r\n"Lucía";"+34 600 000 000"\r\n"Iñigo";""\r\n', 'utf8'));
    expect(plain).toEqual(quoted);
    expect(plain).toMatchObject({ headers: ['Nombre', 'Teléfono'], rows: [['Lucía', '+34 600 000 000'], ['Iñigo', '']], delimiter: ';' });
  });
});
