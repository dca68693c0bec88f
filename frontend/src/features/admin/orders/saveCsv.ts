import type { CsvFile } from '../../../api/adminApi';

const BOM = '\uFEFF';

/**
 * Hands the exported CSV to the browser as a download. Reading the answer as text drops the server's byte-order
 * mark, so it is put back (Excel needs it to read accents).
 */
export function saveCsv({ filename, csv }: CsvFile, doc: Document = document): void {
  const blob = new Blob([csv.startsWith(BOM) ? csv : BOM + csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
