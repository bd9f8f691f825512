import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLines, neutralizeCell, parseCsv, restoreCell, splitUnquoted } from './contactJobs.csv';

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

describe('formula guard', () => {
  it('reads a neutralised cell back as it was, and leaves any other leading quote alone', () => {
    for (const value of ['+34 600 000 000', '-12,5', '=SUM(A1)', '@user', '\tx', '\rx', 'Ana', "'quoted", "'", '']) {
      expect(restoreCell(neutralizeCell(value))).toBe(value);
    }
    expect(restoreCell("'Ana")).toBe("'Ana");
    expect(restoreCell("''+1")).toBe("''+1");
  });

  it('undoes the guard in both ways of reading a file', () => {
    const rows = [['Nombre', 'Teléfono', 'Saldo'], ['Ana', '+34 600 000 000', -3], ['"Bo"', '+1 212 555 0100', '=1+1']];
    for (const delimiter of [';', ',']) {
      const parsed = parseCsv(Buffer.from(csvLines(rows, delimiter), 'utf8'));
      expect(parsed.rows).toEqual([['Ana', '+34 600 000 000', '-3'], ['"Bo"', '+1 212 555 0100', '=1+1']]);
    }
    expect(parseCsv(Buffer.from("a;b\r\n'+34 6;x\r\n", 'utf8')).rows).toEqual([['+34 6', 'x']]);
  });
});
