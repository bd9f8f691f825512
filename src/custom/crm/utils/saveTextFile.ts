import { saveBlob } from '../../../components/download/saveBlob';

/**
 * Hands a CSV to the browser as a download. The BOM is put back (fetch strips it) so Excel reads
 * accents right.
 */
export function saveTextFile(text: string, fileName: string): void {
  const content = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  saveBlob(new Blob([content], { type: 'text/csv;charset=utf-8' }), fileName);
}
