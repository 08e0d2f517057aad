import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { DraftWork, WorkState } from './use-draft-work';
import './drafts.css';

const LABELS: Record<WorkState, string> = {
  clean: 'enregistré',
  unsaved: 'non enregistré',
  sending: 'envoi au serveur…',
  waiting: 'en attente du serveur',
  refused: 'non enregistré',
};
const TAGS: Record<WorkState, string> = { clean: 'ok', unsaved: 'warn', sending: '', waiting: 'warn', refused: 'error' };

/** "12/12/2026 à 14:03", in the venue's time. */
export function draftTime(iso: string): string {
  const d = new Date(iso);
  const zone = { timeZone: 'Europe/Paris' } as const;
  return `${d.toLocaleDateString('fr-FR', zone)} à ${d.toLocaleTimeString('fr-FR', { ...zone, hour: '2-digit', minute: '2-digit' })}`;
}

/**
 * A form's state, announced when it changes (role="status"): « enregistré », « non enregistré », « en attente
 * du serveur ». Never « enregistré » before the server said so.
 */
export function SaveStatus({ work, what, savedDetail, empty, quiet }: { work: DraftWork<unknown, unknown>; what: string; savedDetail?: string; empty?: boolean; quiet?: boolean }) {
  const { state } = work;
  const nothing = state === 'clean' && empty;
  // A small form with nothing in it says nothing (its region stays, for what it will announce).
  if (nothing && quiet) {
    return (
      <p className="save-status">
        <span role="status" />
      </p>
    );
  }
  const detail: Record<WorkState, string | undefined> = {
    clean: nothing ? undefined : savedDetail,
    unsaved: 'la saisie est gardée sur cet ordinateur en attendant l’enregistrement',
    sending: undefined,
    waiting: `le serveur ne répond pas : la saisie est gardée sur cet ordinateur et renvoyée automatiquement dès qu’il répond (essai ${work.attempts})${work.unsaved ? ' ; les changements faits depuis ne partiront qu’au prochain enregistrement' : ''}`,
    refused: 'refusé par le serveur (voir le motif) ; la saisie est gardée sur cet ordinateur',
  };
  return (
    <p className={`save-status save-${state}`}>
      <span role="status">
        <span className="visually-hidden">{what} : </span>
        <span className={`tag ${nothing ? '' : TAGS[state]}`}>{nothing ? 'rien de saisi' : LABELS[state]}</span>
      </span>
      {detail[state] && <span className="hint"> {detail[state]}</span>}
    </p>
  );
}

/**
 * « Une saisie non enregistrée du … a été retrouvée » with « La reprendre » and « L’abandonner »: shown while a
 * draft of an earlier visit waits for the choice (the form is inert meanwhile). The first button has the focus.
 */
export function DraftOffer({ work, what = 'Une saisie non enregistrée', serverVersion }: { work: DraftWork<unknown, unknown>; what?: string; serverVersion?: number | null }) {
  const record = work.offer;
  const first = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (record) first.current?.focus();
  }, [record]);
  if (!record) return null;
  const older = serverVersion !== undefined && serverVersion !== record.baseVersion;
  // « Une saisie … retrouvée », « Un forfait … retrouvé »: the words agree with what was found.
  const e = what.startsWith('Une ') ? 'e' : '';
  const it = e ? 'la' : 'le';
  return (
    <section className="alert alert-warn draft-offer" role="alert" aria-labelledby={titleId}>
      <p id={titleId}>
        <strong>
          {what} du {draftTime(record.updatedAt)} a été retrouvé{e}
        </strong>{' '}
        sur cet ordinateur{record.accountName ? ` (saisie par ${record.accountName})` : ''}.
      </p>
      {older && (
        <p>
          La feuille a été enregistrée depuis ({serverVersion === null ? 'elle n’est plus sur le serveur' : `version ${serverVersion}`}, la saisie partait{' '}
          {record.baseVersion === null ? 'd’une feuille vierge' : `de la version ${record.baseVersion}`}) : en {it} reprenant, vous verrez ce qui a changé, et vos
          modifications seront reportées sur la version du serveur.
        </p>
      )}
      {record.refused && (
        <p>
          Le serveur l’avait refusé{e} : {record.refused.title ? `${record.refused.title}. ` : ''}
          {record.refused.detail}
        </p>
      )}
      <div className="row">
        <button ref={first} type="button" onClick={work.take}>
          {e ? 'La reprendre' : 'Le reprendre'}
        </button>
        <button type="button" className="secondary" onClick={work.drop}>
          L’abandonner
        </button>
      </div>
    </section>
  );
}

export interface ServerChange {
  label: string;
  mine: string;
  server: string;
  by?: string | null;
}

/** What the server's newer version changed, box by box, next to what was typed for the same box. */
export function ServerChanges({ lines }: { lines: ServerChange[] }) {
  if (!lines.length) return <p>Aucune case ne diffère (seul l’état de la feuille a changé).</p>;
  return (
    <ul>
      {lines.map((l) => (
        <li key={l.label}>
          {l.label} : votre saisie <strong>{l.mine}</strong>, sur le serveur <strong>{l.server}</strong>
          {l.by && <> (modifié par {l.by})</>}
        </li>
      ))}
    </ul>
  );
}

/**
 * A newer version saved elsewhere while one typed: nothing typed is lost; one carries the typing over onto it or
 * rereads it (both wait while a draft is offered). `versions` says which version stands and which one the typing starts from.
 */
export function NewerVersionNotice({ title, versions, rereadLabel, offered, onCarryOver, onReread }: { title: string; versions: ReactNode; rereadLabel: string; offered: boolean; onCarryOver: () => void; onReread: () => void }) {
  return (
    <div className="alert alert-warn" role="status">
      <strong>{title}</strong> ({versions}). Rien de votre saisie n’est perdu.{' '}
      <button type="button" className="link" onClick={onCarryOver} disabled={offered}>
        Reprendre ma saisie sur la version enregistrée
      </button>{' '}
      ou{' '}
      <button type="button" className="link" onClick={onReread} disabled={offered}>
        {rereadLabel}
      </button>{' '}
      (votre saisie sera remplacée).
    </div>
  );
}

/** The typing carried over onto the newer version: what that version had changed (`said` tells how), then to check it. */
export function CarriedOverNotice({ id, version, lines, said, check }: { id: string; version: number | null; lines: ServerChange[]; said: ReactNode; check: string }) {
  return (
    <section className="alert alert-warn" role="alert" aria-labelledby={id}>
      <h2 id={id}>Votre saisie reportée sur la version {version}</h2>
      <p>{said}</p>
      <ServerChanges lines={lines} />
      <p>{check}</p>
    </section>
  );
}
