import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { ProblemAlert } from './problem-alert';

/** Sets the window's title, as screen readers announce it on navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Greffier` : 'Greffier';
  }, [title]);
}

export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <div className="page-head">
        <h1>{title}</h1>
        {actions && <div className="actions">{actions}</div>}
      </div>
      {children}
    </>
  );
}

/**
 * The states of a read: loading, failed, or its content; for a part of a tournament that may not exist yet
 * (data/query.ts: null on 404), `absent` says so.
 */
export function Loaded<T>({
  query,
  absent,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined };
  absent?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  if (query.error) return <ProblemAlert error={query.error} />;
  if (query.isPending || query.data === undefined) return <p aria-busy="true">Chargement…</p>;
  if (query.data === null) return <>{absent ?? <p>Pas encore disponible.</p>}</>;
  return <>{children(query.data as NonNullable<T>)}</>;
}

/** What the last action did ("Club enregistré."), announced politely; nothing when there is nothing to say. */
export function Notice({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="alert alert-ok" role="status">
      {text}
    </p>
  );
}

/** A box's reasons from the server (a sheet's refused box), each beside the box. */
export function BoxReasons({ reasons }: { reasons: string[] }) {
  return (
    <>
      {reasons.map((r) => (
        <span key={r} className="field-error">
          {r}
        </span>
      ))}
    </>
  );
}

export { PdfLink } from './pdf-link';

const STEP_LABELS: Record<string, string> = {
  REGISTRATION: 'Inscriptions',
  DUPLICATE: 'Duplicate',
  CORRECTION: 'Correction',
  MATCHES: 'Matchs',
  FINISHED: 'Terminé',
};

export const stepLabel = (status: string): string => STEP_LABELS[status] ?? status;

export function formatDate(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return d.toLocaleDateString('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });
}
