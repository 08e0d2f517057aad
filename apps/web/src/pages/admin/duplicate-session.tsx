import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, body, reasonHeaders } from '../../api/client';
import { ApiError } from '../../api/problem';
import { useAuth } from '../../auth/auth';
import { useLiveQueries } from '../../lib/events';
import { Loaded, Page } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { TokenPdfLink } from '../../ui/token-pdf-link';
import { FieldMessage, ReasonAndSave, ReasonDialog } from './admin-ui';
import { useTournament } from './tournament-manage';
import type { Draw, DuplicateSession, LettersQuota } from './views';
import './admin.css';

/** The Douai plan, as the API applies it when none is given (libs/dcl DUPLICATE_PLAN). */
const DOUAI_PLAN = {
  numbers: 12,
  letters: [
    { consonants: 5, vowels: 5, count: 10 },
    { consonants: 6, vowels: 4, count: 3 },
    { consonants: 4, vowels: 6, count: 3 },
    { consonants: 7, vowels: 3, count: 1 },
    { consonants: 3, vowels: 7, count: 1 },
  ],
  order: 'CLLCLLCLLC',
};

/** A fresh seed to offer: letters and digits, readable aloud. */
function randomSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** The duplicate session: set it up (seed and plan), read its draws and their tops, type prepared draws, rescore. */
export function DuplicateSessionPage() {
  const { tournamentId = '' } = useParams();
  const { account } = useAuth();
  const organiser = account?.role === 'ORGANISER';
  const tournament = useTournament(tournamentId);
  const session = useQuery({
    queryKey: ['tournament', tournamentId, 'duplicate'],
    retry: false,
    queryFn: async () => {
      try {
        return body<DuplicateSession>(await api.GET('/tournaments/{tournamentId}/duplicate', { params: { path: { tournamentId } } }));
      } catch (e) {
        if (e instanceof ApiError && e.status === 404 && e.problem.detail?.startsWith('duplicate session')) return null;
        throw e;
      }
    },
  });
  useLiveQueries(tournamentId, [['tournament', tournamentId, 'duplicate']], ['duplicate_session', 'duplicate_draw']);
  return (
    <Page
      title={`Duplicate${tournament.data ? ` — ${tournament.data.name}` : ''}`}
      actions={
        <Link className="button secondary" to={`/gestion/tournois/${tournamentId}`}>
          Retour au tournoi
        </Link>
      }
    >
      <Loaded query={session}>
        {(s) =>
          s === null ? (
            organiser ? (
              <CreateSession tournamentId={tournamentId} />
            ) : (
              <p>La session de duplicate n’est pas encore créée : l’organisateur la met en place.</p>
            )
          ) : (
            <Session session={s} tournamentId={tournamentId} organiser={organiser} />
          )
        }
      </Loaded>
    </Page>
  );
}

function CreateSession({ tournamentId }: { tournamentId: string }) {
  const queryClient = useQueryClient();
  const [seed, setSeed] = useState(randomSeed);
  const [custom, setCustom] = useState(false);
  const [numbers, setNumbers] = useState(4);
  const [letters, setLetters] = useState<LettersQuota[]>([{ consonants: 5, vowels: 5, count: 6 }]);
  const [order, setOrder] = useState('CLL');
  const create = useMutation({
    mutationFn: async () =>
      body<DuplicateSession>(
        await api.POST('/tournaments/{tournamentId}/duplicate', {
          params: { path: { tournamentId } },
          body: { seed: seed.trim() || undefined, plan: custom ? { numbers, letters, order: order.trim().toUpperCase() } : undefined },
        }),
      ),
    onSuccess: (s) => {
      queryClient.setQueryData(['tournament', tournamentId, 'duplicate'], s);
      void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId] });
    },
  });
  const fe = (field: string) => (create.error instanceof ApiError ? create.error.fieldError(field) : undefined);
  const total = numbers + letters.reduce((n, l) => n + l.count, 0);
  const setQuota = (i: number, patch: Partial<LettersQuota>) => setLetters((list) => list.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate();
  }
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="create-h">
      <h2 id="create-h">Créer la session de duplicate</h2>
      <p className="hint">Les tirages sont calculés à partir de la graine : la même graine et le même plan redonnent les mêmes tirages. Un tirage préparé peut ensuite remplacer un tirage calculé.</p>
      <ProblemAlert error={create.error} />
      <div className="row">
        <label>
          Graine des tirages
          <input value={seed} onChange={(e) => setSeed(e.target.value)} pattern="[\w.\-]{1,64}" aria-invalid={fe('seed') ? true : undefined} aria-describedby="seed-error" />
          <FieldMessage id="seed-error" message={fe('seed')} />
        </label>
        <button type="button" className="secondary" onClick={() => setSeed(randomSeed())}>
          Tirer une graine au hasard
        </button>
      </div>
      <fieldset>
        <legend>Plan de la session</legend>
        <label className="inline">
          <input type="radio" name="plan" checked={!custom} onChange={() => setCustom(false)} />
          Plan de Douai : 30 coups (12 chiffres, 18 lettres : 10 en 5C/5V, 3 en 6C/4V, 3 en 4C/6V, 1 en 7C/3V, 1 en 3C/7V), ordre C-L-L
        </label>
        <label className="inline">
          <input type="radio" name="plan" checked={custom} onChange={() => setCustom(true)} />
          Plan personnalisé
        </label>
        {custom && (
          <div className="stack">
            <label>
              Nombre de coups de chiffres
              <input type="number" min={0} max={100} value={numbers} onChange={(e) => setNumbers(Number(e.target.value))} />
            </label>
            {letters.map((l, i) => (
              <fieldset key={i} className="quota-row">
                <legend>Tirages de lettres, groupe {i + 1}</legend>
                <label>
                  Consonnes
                  <input type="number" min={0} max={10} value={l.consonants} onChange={(e) => setQuota(i, { consonants: Number(e.target.value) })} />
                </label>
                <label>
                  Voyelles
                  <input type="number" min={2} max={10} value={l.vowels} onChange={(e) => setQuota(i, { vowels: Number(e.target.value) })} />
                </label>
                <label>
                  Nombre de coups
                  <input type="number" min={0} max={100} value={l.count} onChange={(e) => setQuota(i, { count: Number(e.target.value) })} />
                </label>
                {letters.length > 1 && (
                  <button type="button" className="secondary" onClick={() => setLetters((list) => list.filter((_, j) => j !== i))} aria-label={`Supprimer le groupe ${i + 1}`}>
                    Supprimer
                  </button>
                )}
              </fieldset>
            ))}
            <p>
              <button type="button" className="secondary" onClick={() => setLetters((list) => [...list, { consonants: 5, vowels: 5, count: 1 }])}>
                Ajouter un groupe de lettres
              </button>
            </p>
            <label>
              Ordre de jeu <span className="hint">(C pour chiffres, L pour lettres, répété : CLL donne C L L C L L…)</span>
              <input value={order} onChange={(e) => setOrder(e.target.value)} pattern="[CLcl]{1,100}" required aria-invalid={fe('plan') || fe('order') ? true : undefined} aria-describedby="order-error" />
              <FieldMessage id="order-error" message={fe('plan') ?? fe('order')} />
            </label>
            <p className="hint">
              {total} coup{total > 1 ? 's' : ''} au total.
            </p>
          </div>
        )}
      </fieldset>
      <button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Calcul des tirages et de leurs tops…' : 'Créer la session'}
      </button>
    </form>
  );
}

function Session({ session: s, tournamentId, organiser }: { session: DuplicateSession; tournamentId: string; organiser: boolean }) {
  const queryClient = useQueryClient();
  const [preparing, setPreparing] = useState<number | null>(null);
  const [rescoring, setRescoring] = useState(false);
  const rescore = useMutation({
    mutationFn: async (reason: string) =>
      body<{ rescored: number; changed: number }>(await api.POST('/tournaments/{tournamentId}/duplicate/rescore', { params: { path: { tournamentId } }, headers: reasonHeaders(reason) })),
    onSuccess: () => {
      setRescoring(false);
      void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId] });
    },
  });
  const root = `/tournaments/${tournamentId}`;
  const blob = { params: { path: { tournamentId } }, parseAs: 'blob' as const };
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
            <TokenPdfLink href={`${root}/duplicate/documents/draws.pdf`} load={() => api.GET('/tournaments/{tournamentId}/duplicate/documents/draws.pdf', blob)}>
              Tirages des arbitres
            </TokenPdfLink>
          </li>
          <li>
            <TokenPdfLink href={`${root}/duplicate/documents/answer-sheets.pdf`} load={() => api.GET('/tournaments/{tournamentId}/duplicate/documents/answer-sheets.pdf', blob)}>
              Feuilles de réponses
            </TokenPdfLink>
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
          <thead>
            <tr>
              <th scope="col" className="num">
                Coup
              </th>
              <th scope="col">Jeu</th>
              <th scope="col">Tirage</th>
              <th scope="col">Top</th>
              <th scope="col">Origine</th>
              {organiser && <th scope="col">Actions</th>}
            </tr>
          </thead>
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
        onConfirm={(reason) => rescore.mutate(reason)}
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
  const queryClient = useQueryClient();
  const numbers = draw.kind === 'NUMBERS';
  const [plates, setPlates] = useState<string[]>(numbers ? (draw.plates ?? []).map(String) : []);
  const [target, setTarget] = useState(numbers ? String(draw.target ?? '') : '');
  const [letters, setLetters] = useState(numbers ? '' : (draw.letters ?? ''));
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: async () =>
      body<Draw>(
        await api.PUT('/tournaments/{tournamentId}/duplicate/draws/{round}', {
          params: { path: { tournamentId, round: draw.round } },
          headers: reasonHeaders(reason, draw.version),
          body: numbers
            ? { kind: 'numbers', plates: plates.map((p) => Number(p)), target: Number(target), version: draw.version }
            : { kind: 'letters', letters: letters.replace(/\s+/g, '').toUpperCase(), version: draw.version },
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId, 'duplicate'] });
      onDone();
    },
  });
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
