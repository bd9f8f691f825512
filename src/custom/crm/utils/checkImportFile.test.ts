import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES } from '../../../../contract/contactJobs';
import { checkImportFile } from './checkImportFile';

describe('checkImportFile', () => {
  it.each([
    ['contactos.csv', 10, null],
    ['CONTACTS.CSV', 10, null],
    ['export.tsv', 10, null],
    ['contactos.xlsx', 10, 'wrongType'],
    ['no-extension', 10, 'wrongType'],
    ['empty.csv', 0, 'empty'],
    ['big.csv', MAX_IMPORT_FILE_BYTES + 1, 'tooLarge'],
    ['limit.csv', MAX_IMPORT_FILE_BYTES, null],
  ] as const)('%s (%d bytes) → %s', (name, size, expected) => {
    expect(checkImportFile({ name, size })).toBe(expected);
  });
});
