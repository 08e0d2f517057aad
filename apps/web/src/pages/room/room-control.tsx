import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/problem';
import { useDuplicateSession } from '../../queries/duplicate';
import { useLiveTournament } from '../../queries/live';
import { type RoomAction, useMoveRoom, useRoom } from '../../queries/room';
import { Loaded, Page } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { KIND_LABELS, type LettersTop, type NumbersTop, solutionLines, STAGE_LABELS, useRoomClock } from './room-clock';
import './room.css';

const NEXT_STEP: Record<string, { action: RoomAction; label: string }> = {
  WAITING: { action: 'start', label: 'Lancer le temps' },
  RUNNING: { action: 'top', label: 'Afficher le top' },
  TOP: { action: 'next', label: 'Coup suivant' },
};

/**
 * The organiser's (or the room arbiter's) remote for the projector: one big button that takes the room
 * through each coup (start the time, show the top, next coup), and the coup's draw and top seen ahead.
 */
export function RoomControlPage() {
  const { tournamentId = '' } = useParams();
  const { connected } = useLiveTournament(tournamentId);
  const query = useRoom(tournamentId);
  const view = query.data?.view;
  const clock = useRoomClock(view, query.data?.offset ?? 0);
  const session = useDuplicateSession(tournamentId);
  const [goTo, setGoTo] = useState('');
  const move = useMoveRoom(tournamentId);
  // Another screen moved the room meanwhile (409): its state is shown, and the organiser may press again.
  const conflict = move.error instanceof ApiError && move.error.status === 409;
  const send = (action: RoomAction, round?: number) => {
    if (view) move.mutate({ action, round, version: view.version });
  };

  const step = view ? NEXT_STEP[view.phase] : undefined;
  // The big button keeps the keyboard focus for the whole duplicate: Enter or Space at each step. It is never
  // disabled (a disabled button drops the focus); a press while the last one is on its way is ignored, unless the
  // room shown has moved since it was sent (its answer, or the live event, may show the next step a moment before
  // the press is counted as done: the organiser presses on what the button says).
  const bigButton = useRef<HTMLButtonElement>(null);
  const phase = view ? `${view.round}/${view.phase}` : '';
  useEffect(() => {
    const focused = document.activeElement;
    if (bigButton.current && (focused === null || focused === document.body || focused === bigButton.current)) bigButton.current.focus();
  }, [phase]);
  const press = () => {
    if (step && !(move.isPending && move.variables?.version === view?.version)) send(step.action);
  };
  const draw = session.data?.draws.find((d) => d.round === view?.round);
  const numbersTop = draw?.top as unknown as NumbersTop;
  const lettersTop = draw?.top as unknown as LettersTop;

  return (
    <Page
      title="Pilotage de la salle"
      actions={
        <>
          <a className="button secondary" href={`/app/tournois/${tournamentId}/salle`} target="_blank" rel="noopener">
            Ouvrir l’écran de salle
          </a>
          <Link className="button secondary" to={`/gestion/tournois/${tournamentId}`}>
            Retour au tournoi
          </Link>
        </>
      }
    >
      <div className="room-control stack">
        <p className={connected ? 'live' : 'muted'}>{connected ? 'Écran de salle relié en direct' : 'Connexion au direct…'}</p>
        {conflict && (
          <div role="alert" className="alert alert-warn">
            <strong>Un autre écran a fait avancer la salle.</strong> L’état affiché ci-dessous est celui de la salle maintenant : appuyez de nouveau si besoin.
          </div>
        )}
        {move.error && !conflict ? <ProblemAlert error={move.error} onDismiss={() => move.reset()} /> : null}
        <Loaded query={{ isPending: query.isPending, error: query.error, data: view }}>
          {(v) => (
            <>
              <section className="card state" aria-label="État de la salle">
                <div>
                  <div className="muted">Coup</div>
                  <div className="big">
                    {v.round} / {v.rounds}
                  </div>
                  <div>{KIND_LABELS[v.kind]}</div>
                </div>
                <div>
                  <div className="muted">Écran de salle</div>
                  <div className="big">{v.phase === 'WAITING' ? 'Tirage caché' : v.phase === 'RUNNING' ? 'Tirage affiché' : 'Top affiché'}</div>
                </div>
                <div>
                  <div className="muted">Temps</div>
                  <div className="big" role="timer" aria-label={clock ? `${STAGE_LABELS[clock.stage]} : ${clock.secondsLeft} secondes` : undefined}>
                    {clock && v.phase === 'RUNNING' ? `${clock.secondsLeft} s` : '—'}
                  </div>
                  <div>{clock ? STAGE_LABELS[clock.stage] : ''}</div>
                  <div className="hint">
                    {v.limits.thinkSeconds} s de recherche + {v.limits.writeSeconds} s d’écriture
                  </div>
                </div>
              </section>
              <div className="buttons">
                {step && (
                  <button ref={bigButton} type="button" className="primary room-next" autoFocus aria-disabled={move.isPending} onClick={press}>
                    {step.label}
                  </button>
                )}
                {v.phase === 'RUNNING' && (
                  <button type="button" className="secondary" disabled={move.isPending} onClick={() => send('start')}>
                    Relancer le temps
                  </button>
                )}
                {v.phase !== 'TOP' && v.round < v.rounds && (
                  <button type="button" className="secondary" disabled={move.isPending} onClick={() => send('next')}>
                    Passer au coup suivant
                  </button>
                )}
                <button type="button" className="secondary" disabled={move.isPending || v.round <= 1} onClick={() => send('previous')}>
                  Coup précédent
                </button>
                <form
                  className="row"
                  onSubmit={(e) => {
                    e.preventDefault();
                    send('show', Number(goTo));
                  }}
                >
                  <label>
                    Aller au coup
                    <input type="number" min={1} max={v.rounds} value={goTo} onChange={(e) => setGoTo(e.target.value)} required style={{ width: '6rem' }} />
                  </label>
                  <button type="submit" className="secondary" disabled={move.isPending}>
                    Afficher
                  </button>
                </form>
              </div>
              <section className="card" aria-label="Tirage du coup, vu d’avance">
                <h2>Coup {v.round} vu d’avance</h2>
                {session.error ? (
                  <ProblemAlert error={session.error} />
                ) : draw ? (
                  <div className="preview">
                    {draw.kind === 'NUMBERS' ? (
                      <>
                        <ul className="tiles plates">
                          {(draw.plates ?? []).map((p, i) => (
                            <li key={i}>{p}</li>
                          ))}
                        </ul>
                        <p className="room-target">{draw.target}</p>
                        <p>
                          {numbersTop.exact ? 'Le compte est bon' : `Meilleure approche ${numbersTop.best.join(' ou ')}`} :{' '}
                          {solutionLines(numbersTop).join(' ; ')}
                        </p>
                      </>
                    ) : (
                      <>
                        <ul className="tiles letters">
                          {[...(draw.letters ?? '')].map((l, i) => (
                            <li key={i}>{l}</li>
                          ))}
                        </ul>
                        <p>
                          Top {lettersTop.maxLength} lettres : {lettersTop.words.slice(0, 8).join(', ')}
                        </p>
                      </>
                    )}
                  </div>
                ) : (
                  <p aria-busy="true">Chargement…</p>
                )}
              </section>
            </>
          )}
        </Loaded>
      </div>
    </Page>
  );
}
