import { t } from '@greffier/messages';
import type { Publication } from '../../queries/federation';

const time = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** A publication's state in the organiser's words: « publié », « en attente du réseau », « refusé » and why. */
export function publicationLabel(p: Publication): string {
  switch (p.state) {
    case 'PUBLISHED':
      return t('PUBLICATION_STATE_PUBLISHED', { at: p.publishedAt ? `le ${time(p.publishedAt)}` : '' });
    case 'WAITING':
      return t('PUBLICATION_STATE_WAITING', { next: p.nextAttemptAt ? `le ${time(p.nextAttemptAt)}` : 'bientôt' });
    case 'REFUSED':
      return t('PUBLICATION_STATE_REFUSED', { reason: p.errorDetail ?? p.errorCode ?? '' });
    case 'PENDING':
      return t('PUBLICATION_STATE_PENDING');
    default:
      return t('PUBLICATION_STATE_NONE');
  }
}

const TONES: Record<Publication['state'], string> = { PUBLISHED: 'alert alert-ok', WAITING: 'alert alert-warn', REFUSED: 'alert alert-error', PENDING: 'alert', NONE: 'alert' };

/** The state as a notice, with the last network failure's reason while waiting. */
export function PublicationState({ publication: p }: { publication: Publication }) {
  return (
    <p className={TONES[p.state]} role="status">
      <strong>{publicationLabel(p)}</strong>
      {p.state === 'WAITING' && p.errorDetail && <> — {p.errorDetail}</>}
    </p>
  );
}
