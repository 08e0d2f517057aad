import { type MouseEvent, type ReactNode, useState } from 'react';
import { type PdfDocument, pdfs } from '../queries/documents';
import { ProblemAlert } from './problem-alert';

/**
 * The one link to a PDF (data/documents.ts names them all). A public one opens directly; one that needs the
 * signed-in account (answer sheets, arbiters' draws) is fetched with the token when clicked, then opened from
 * memory (a blob URL). `href` alone is a public document's address.
 */
export function PdfLink({ doc, href, children }: { doc?: PdfDocument; href?: string; children: ReactNode }) {
  const document = doc ?? { href: href ?? '' };
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const link = (
    <a className="pdf" href={document.href} target="_blank" rel="noopener">
      {children} <span className="tag">PDF</span>
    </a>
  );
  const load = document.load;
  if (!load) return link;
  async function open(event: MouseEvent) {
    if (!load || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Opened now, while the click is fresh, so that no pop-up blocker steps in; filled once the file is here.
    const target = window.open('', '_blank');
    setBusy(true);
    setError(null);
    try {
      const result = await load();
      if (result.error !== undefined) throw result.error;
      const url = URL.createObjectURL(result.data as Blob);
      if (target) target.location.href = url;
      else window.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      target?.close();
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="token-pdf" onClick={(e) => void open(e)} aria-busy={busy || undefined}>
      {link}
      {error ? <ProblemAlert error={error} onDismiss={() => setError(null)} /> : null}
    </span>
  );
}

/** The afternoon's two final rankings on paper, as items of a list of links. */
export function AfternoonRankingPdfs({ tournamentId }: { tournamentId: string }) {
  return (
    <>
      <li>
        <PdfLink doc={pdfs.generalRanking(tournamentId)}>Classement général</PdfLink>
      </li>
      <li>
        <PdfLink doc={pdfs.bestClubCup(tournamentId)}>Coupe du meilleur club</PdfLink>
      </li>
    </>
  );
}
