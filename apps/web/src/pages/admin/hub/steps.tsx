import { useState } from 'react';
import { type Tournament, type TournamentStep, useChangeStatus } from '../../../queries/tournaments';
import { stepLabel } from '../../../ui/common';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ProblemAlert } from '../../../ui/problem-alert';

export const STEPS = ['REGISTRATION', 'DUPLICATE', 'CORRECTION', 'MATCHES', 'FINISHED'] as const satisfies readonly TournamentStep[];

/** What each step lets the screens write, as the server applies it (libs/tournament, tournament-status.ts). */
const OPEN_AT: { what: string; steps: readonly TournamentStep[] }[] = [
  { what: 'les inscriptions', steps: ['REGISTRATION', 'DUPLICATE'] },
  { what: 'la préparation du duplicate (session, tirages préparés)', steps: ['REGISTRATION', 'DUPLICATE'] },
  { what: 'la saisie et la correction des feuilles du duplicate', steps: ['DUPLICATE', 'CORRECTION'] },
  { what: 'les poules et leurs matchs', steps: ['MATCHES'] },
  { what: 'la Pyramide', steps: ['REGISTRATION', 'DUPLICATE', 'CORRECTION', 'MATCHES'] },
];

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`);

/** What moving from one step to another closes and opens, in the users' words. */
export function stepEffects(from: TournamentStep, to: TournamentStep): { closes: string[]; opens: string[]; final: boolean } {
  const closes = OPEN_AT.filter((o) => o.steps.includes(from) && !o.steps.includes(to)).map((o) => o.what);
  const opens = OPEN_AT.filter((o) => !o.steps.includes(from) && o.steps.includes(to)).map((o) => o.what);
  const rank = (s: TournamentStep) => STEPS.indexOf(s as (typeof STEPS)[number]);
  // The ranking is provisional while the duplicate's steps last, final from « Matchs » on.
  const final = rank(from) <= rank('CORRECTION') && rank(to) >= rank('MATCHES');
  return { closes, opens, final };
}

function Effects({ from, to }: { from: TournamentStep; to: TournamentStep }) {
  const { closes, opens, final } = stepEffects(from, to);
  return (
    <ul>
      {closes.length > 0 && <li>Ferme {list(closes)}.</li>}
      {opens.length > 0 && <li>Ouvre {list(opens)}.</li>}
      {final && <li>Le classement du duplicate devient définitif : c’est lui qui forme les poules.</li>}
      {to === 'FINISHED' && <li>Le tournoi est clos : les classements affichés sont ceux de la fin de la journée.</li>}
    </ul>
  );
}

/** The day's steps: forward (one or several at once) after a confirmation that says what closes, back with a reason. */
export function Steps({ tournament: t, editable }: { tournament: Tournament; editable: boolean }) {
  const [target, setTarget] = useState<TournamentStep | null>(null);
  const current = STEPS.indexOf(t.status as (typeof STEPS)[number]);
  const move = useChangeStatus(t.id);
  const forward = target !== null && STEPS.indexOf(target as (typeof STEPS)[number]) > current;
  const close = () => {
    setTarget(null);
    move.reset();
  };
  const go = (status: TournamentStep, reason?: string) => move.mutate({ status, version: t.version, reason }, { onSuccess: () => setTarget(null) });
  return (
    <section className="card" aria-labelledby="steps-h">
      <h2 id="steps-h">Étapes de la journée</h2>
      {!target && <ProblemAlert error={move.error} onDismiss={() => move.reset()} />}
      <ol className="steps">
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === current ? 'step' : undefined} className={i < current ? 'done' : undefined}>
            <span>{stepLabel(s)}</span>
            {i === current && <span className="tag ok">étape en cours</span>}
            {editable && i !== current && (
              <button
                type="button"
                className={i < current ? 'secondary' : undefined}
                disabled={move.isPending}
                onClick={() => {
                  move.reset();
                  setTarget(s);
                }}
              >
                {i > current ? `Passer à « ${stepLabel(s)} »` : `Revenir à « ${stepLabel(s)} »`}
              </button>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={target !== null && forward}
        title={`Passer à l’étape « ${target ? stepLabel(target) : ''} » ?`}
        confirmLabel={target === 'FINISHED' ? 'Clore le tournoi' : `Passer à « ${target ? stepLabel(target) : ''} »`}
        busy={move.isPending}
        error={move.error}
        onConfirm={() => target && go(target)}
        onCancel={close}
      >
        {target && <Effects from={t.status} to={target} />}
        <p>
          Pour revenir en arrière ensuite : « Revenir à « {stepLabel(t.status)} » » sur cette page, avec un motif gardé dans le journal.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={target !== null && !forward}
        title={`Revenir à l’étape « ${target ? stepLabel(target) : ''} » ?`}
        confirmLabel="Revenir à cette étape"
        reason={{ label: 'Motif du retour en arrière (obligatoire)' }}
        busy={move.isPending}
        error={move.error}
        onConfirm={(reason) => target && go(target, reason)}
        onCancel={close}
      >
        {target && <Effects from={t.status} to={target} />}
        <p>Rouvrir une étape passée est noté dans le journal avec son motif.</p>
      </ConfirmDialog>
    </section>
  );
}
