import { type MouseEvent, type ReactNode, useState } from 'react';
import { PdfLink } from './common';
import { ProblemAlert } from './problem-alert';

/**
 * A PDF that needs the signed-in account (answer sheets, arbiters' draws): fetched with the token when
 * clicked, then opened from memory (a blob URL). `load` is the typed call that returns the file.
 */
export function TokenPdfLink({ href, load, children }: { href: string; load: () => Promise<{ data?: unknown; error?: unknown }>; children: ReactNode }) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function open(event: MouseEvent) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
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
      <PdfLink href={href}>{children}</PdfLink>
      {error ? <ProblemAlert error={error} onDismiss={() => setError(null)} /> : null}
    </span>
  );
}
