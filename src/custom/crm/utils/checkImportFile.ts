import { IMPORT_FILE_TYPES, MAX_IMPORT_FILE_BYTES } from '../../../../contract/contactJobs';

export type ImportFileProblem = 'empty' | 'tooLarge' | 'wrongType';

/** The same limits the server applies, checked before anything is uploaded. */
export function checkImportFile(file: Pick<File, 'name' | 'size'>): ImportFileProblem | null {
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (!IMPORT_FILE_TYPES.includes(extension)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMPORT_FILE_BYTES) return 'tooLarge';
  return null;
}
