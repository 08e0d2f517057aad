import { type MouseEvent, useState } from 'react';
import { saveBlob } from '../lib/save-file';
import type { ExportFile, ExportFormat } from '../queries/documents';
import { ProblemAlert } from './problem-alert';

/**
 * The links to save a results file (queries/documents.ts names them all): a CSV for a spreadsheet (it opens
 * as is in a French one) and the same rows in JSON. A public one downloads directly; one that needs the
 * signed-in account (answer sheets, matches) is fetched with the token when clicked, then saved from memory.
 */
export function ExportLinks({ file, label }: { file: ExportFile; label: string }) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const load = file.load;
  async function save(event: MouseEvent, format: ExportFormat) {
    if (!load || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await load(format);
      if (result.error !== undefined) throw result.error;
      saveBlob(result.data as Blob, `${file.name}.${format}`);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  const link = (format: ExportFormat, tag: string, title: string) => (
    <a className="export" href={file.href(format)} download={`${file.name}.${format}`} title={title} aria-label={`${label} (${tag})`} onClick={(e) => void save(e, format)}>
      <span className="tag">{tag}</span>
    </a>
  );
  return (
    <span className="export-links" aria-busy={busy || undefined}>
      {label} {link('csv', 'CSV', 'Pour un tableur (séparateur point-virgule)')} {link('json', 'JSON', 'Les mêmes lignes, pour un autre programme')}
      {error ? <ProblemAlert error={error} onDismiss={() => setError(null)} /> : null}
    </span>
  );
}
