import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/problem';
import { useAuth } from '../../auth/auth';
import { pdfs } from '../../queries/documents';
import { useDuplicateSession, usePrepareDraw, useRescore } from '../../queries/duplicate';
import { useLiveTournament } from '../../queries/live';
import { useTournament } from '../../queries/tournaments';
import { Loaded, Page } from '../../ui/common';
import { PdfLink } from '../../ui/pdf-link';
import { ProblemAlert } from '../../ui/problem-alert';
import { FieldMessage, ReasonAndSave } from './admin-ui';
import { ReasonDialog } from '../../ui/confirm-dialog';
import { CreateSession, DOUAI_PLAN } from './duplicate-create';
import type { Draw, DuplicateSession } from './views';
import './admin.css';
import { ColumnHeads, num } from '../../ui/column-heads';

/** The duplicate session: set it up (seed and plan), read its draws and their tops, type prepared draws, rescore. */
export function DuplicateSessionPage() {
  const { tournamentId = '' } = useParams();
  const { account } = useAuth();
  const organiser = account?.role === 'ORGANISER';
  const tournament = useTournament(tournamentId);
  const session = useDuplicateSession(tournamentId);
  useLiveTournament(tournamentId);
  return (
    <Page
      title={`Duplicate${tournament.data ? ` — ${tournament.data.name}` : ''}`}
      actions={
        <Link className="button secondary" to={`/gestion/tournois/${tournamentId}`}>
          Retour au tournoi
        </Link>
      }
    >
      <Loaded
        query={session}
        absent={organiser ? <CreateSession tournamentId={tournamentId} /> : <p>La session de duplicate n’est pas encore créée : l’organisateur la met en place.</p>}
      >
        {(s) => <Session session={s} tournamentId={tournamentId} organiser={organiser} />}
      </Loaded>
    </Page>
  );
}

function Session({ session: s, tournamentId, organiser }: { session: DuplicateSession; tournamentId: string; organiser: boolean }) {
  const [preparing, setPreparing] = useState<number | null>(null);
  const [rescoring, setRescoring] = useState(false);
  const rescore = useRescore(tournamentId);
  const plan = s.plan ?? DOUAI_PLAN;
  const numbersCount = s.draws.filter((d) => d.kind === 'NUMBERS').length;
  const drawBeingPrepared = s.draws.find((d) => d.round === preparing);
  return (
    <>
      <section className="card" aria-labelledby="session-h">
        <h2 id="session-h">Session</h2>
        <dl className="facts">
          <dt>Graine</dt>
          <dd>
            <code>{s.seed}</code>
          </dd>
          <dt>Plan</dt>
          <dd>
            {s.draws.length} coups : {numbersCount} de chiffres, {s.draws.length - numbersCount} de lettres ({plan.letters.map((l) => `${l.count} en ${l.consonants}C/${l.vowels}V`).join(', ')}), ordre{' '}
            {plan.order.split('').join('-')}
          </dd>
          <dt>Tirages préparés</dt>
          <dd>{s.draws.filter((d) => d.prepared).length}</dd>
        </dl>
        <ul className="links">
          <li>
            <PdfLink doc={pdfs.arbiterDraws(tournamentId)}>Tirages des arbitres</PdfLink>
          </li>
          <li>
            <PdfLink doc={pdfs.answerSheets(tournamentId)}>Feuilles de réponses</PdfLink>
          </li>
        </ul>
        <div className="row">
          <button
            type="button"
            className="secondary"
            onClick={() => {
              rescore.reset();
              setRescoring(true);
            }}
          >
            Recalculer toutes les feuilles
          </button>
          {rescore.isSuccess && (
            <p className="alert alert-ok" role="status">
              {rescore.data.rescored} feuille{rescore.data.rescored > 1 ? 's' : ''} recalculée{rescore.data.rescored > 1 ? 's' : ''}
              {rescore.data.changed === 0 ? ' : aucune ne change de score.' : ` : ${rescore.data.changed} change${rescore.data.changed > 1 ? 'nt' : ''} de score.`}
            </p>
          )}
        </div>
      </section>
      {organiser && drawBeingPrepared && <PrepareDraw key={drawBeingPrepared.round} draw={drawBeingPrepared} tournamentId={tournamentId} onDone={() => setPreparing(null)} />}
      <section className="card" aria-labelledby="draws-h">
        <h2 id="draws-h">Tirages et tops</h2>
        <p className="hint">Réservé à l’organisateur et aux arbitres : ne pas projeter avant le coup.</p>
        <table>
          <caption className="visually-hidden">Tirages de la session et leurs tops</caption>
          <ColumnHeads columns={[num('Coup'), 'Jeu', 'Tirage', 'Top', 'Origine', organiser && 'Actions']} />
          <tbody>
            {s.draws.map((d) => (
              <tr key={d.round} className={preparing === d.round ? 'selected' : undefined}>
                <td className="num">{d.round}</td>
                <td>{d.kind === 'NUMBERS' ? 'Chiffres' : `Lettres (${d.split})`}</td>
                <td>
                  {d.kind === 'NUMBERS' ? (
                    <>
                      <span className="draw-plates">{d.plates?.join(' ')}</span> → <strong>{d.target}</strong>
                    </>
                  ) : (
                    <span className="draw-letters">{d.letters}</span>
                  )}
                </td>
                <td>
                  <TopCell draw={d} />
                </td>
                <td>{d.prepared ? <span className="tag warn">préparé</span> : 'calculé'}</td>
                {organiser && (
                  <td className="actions">
                    <button type="button" className="secondary" onClick={() => setPreparing(d.round)} aria-label={`Saisir un tirage préparé pour le coup ${d.round}`}>
                      Saisir un tirage préparé
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ReasonDialog
        open={rescoring}
        title="Recalculer toutes les feuilles ?"
        confirmLabel="Recalculer"
        busy={rescore.isPending}
        error={rescore.error}
        onConfirm={(reason) => rescore.mutate(reason, { onSuccess: () => setRescoring(false) })}
        onCancel={() => setRescoring(false)}
      >
        <p>Chaque feuille saisie est notée de nouveau avec les tirages, le barème et les décisions sur les mots d’aujourd’hui.</p>
      </ReasonDialog>
    </>
  );
}

function TopCell({ draw }: { draw: Draw }) {
  const top = draw.top;
  if (top.kind === 'numbers') {
    return (
      <>
        {top.exact ? <strong>Le compte est bon</strong> : <strong>Approche à {top.distance} : {top.best.join(' ou ')}</strong>}
        {top.solution.length > 0 && (
          <ol className="solution" aria-label={`Une solution du coup ${draw.round}`}>
            {top.solution.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        )}
      </>
    );
  }
  return (
    <>
      <strong>
        {top.maxLength} lettre{top.maxLength > 1 ? 's' : ''}
      </strong>{' '}
      : {top.words.length ? top.words.join(', ') : 'aucun mot'}
    </>
  );
}

function PrepareDraw({ draw, tournamentId, onDone }: { draw: Draw; tournamentId: string; onDone: () => void }) {
  const numbers = draw.kind === 'NUMBERS';
  const [plates, setPlates] = useState<string[]>(numbers ? (draw.plates ?? []).map(String) : []);
  const [target, setTarget] = useState(numbers ? String(draw.target ?? '') : '');
  const [letters, setLetters] = useState(numbers ? '' : (draw.letters ?? ''));
  const [reason, setReason] = useState('');
  const prepare = usePrepareDraw(tournamentId);
  const save = {
    ...prepare,
    mutate: () =>
      prepare.mutate(
        {
          draw,
          reason,
          prepared: numbers ? { kind: 'numbers', plates: plates.map((p) => Number(p)), target: Number(target) } : { kind: 'letters', letters: letters.replace(/\s+/g, '').toUpperCase() },
        },
        { onSuccess: onDone },
      ),
  };
  const fe = (field: string) => (save.error instanceof ApiError ? save.error.fieldError(field) : undefined);
  const platesError = fe('plates');
  const targetError = fe('target');
  const lettersError = fe('letters');
  return (
    <form
      className="card stack"
      aria-labelledby="prepare-h"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h2 id="prepare-h">
        Tirage préparé du coup {draw.round} ({numbers ? 'chiffres' : 'lettres'})
      </h2>
      <p className="hint">Il remplace le tirage calculé tant qu’aucune réponse à ce coup n’est saisie ; son top est calculé aussitôt.</p>
      <ProblemAlert error={save.error} />
      {numbers ? (
        <>
          <fieldset aria-describedby="plates-error">
            <legend>Les 6 plaques</legend>
            <div className="plates-inputs">
              {Array.from({ length: 6 }, (_, i) => (
                <label key={i}>
                  Plaque {i + 1}
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={100}
                    required
                    value={plates[i] ?? ''}
                    aria-invalid={platesError ? true : undefined}
                    onChange={(e) => setPlates((list) => Array.from({ length: 6 }, (_, j) => (j === i ? e.target.value : (list[j] ?? ''))))}
                  />
                </label>
              ))}
            </div>
            <FieldMessage id="plates-error" message={platesError} />
          </fieldset>
          <label>
            Nombre à trouver <span className="hint">(100 à 999)</span>
            <input type="number" inputMode="numeric" required value={target} onChange={(e) => setTarget(e.target.value)} aria-invalid={targetError ? true : undefined} aria-describedby="target-error" />
            <FieldMessage id="target-error" message={targetError} />
          </label>
        </>
      ) : (
        <label>
          Les 10 lettres <span className="hint">(dans l’ordre du tirage, espaces permis)</span>
          <input value={letters} onChange={(e) => setLetters(e.target.value)} required autoComplete="off" aria-invalid={lettersError ? true : undefined} aria-describedby="letters-error" />
          <FieldMessage id="letters-error" message={lettersError} />
        </label>
      )}
      <ReasonAndSave reason={reason} setReason={setReason} busy={save.isPending} saveLabel="Enregistrer le tirage" onCancel={onDone} />
    </form>
  );
}
