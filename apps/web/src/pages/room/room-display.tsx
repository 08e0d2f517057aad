import { useParams } from 'react-router';
import { useLiveTournament } from '../../queries/live';
import { type RoomView, useRoom } from '../../queries/room';
import { useTournament } from '../../queries/tournaments';
import { usePageTitle } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { KIND_LABELS, type LettersTop, type NumbersTop, solutionLines, STAGE_LABELS, useRoomClock } from './room-clock';
import './room.css';

/**
 * The projector's screen: the current draw in large type with its countdown, then its top. Driven from
 * the organiser's screen (Pilotage de la salle) and pushed live; F or the button goes full screen.
 */
export function RoomDisplayPage() {
  const { tournamentId = '' } = useParams();
  const tournament = useTournament(tournamentId);
  const { connected } = useLiveTournament(tournamentId);
  const query = useRoom(tournamentId);
  const view = query.data?.view;
  const clock = useRoomClock(view, query.data?.offset ?? 0);
  usePageTitle(view ? `Salle — coup ${view.round}` : 'Salle');

  const fullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };

  return (
    <main
      className={`room${view ? ` phase-${view.phase.toLowerCase()}` : ''}`}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'f' || e.key === 'F') fullScreen();
      }}
    >
      <header className="room-head">
        <h1>{tournament.data?.name ?? 'Duplicate'}</h1>
        <div className="room-status">
          <span className={connected ? 'room-live' : 'room-offline'}>{connected ? 'en direct' : 'connexion…'}</span>
          <button type="button" onClick={fullScreen}>
            Plein écran
          </button>
        </div>
      </header>
      {query.error ? (
        <ProblemAlert error={query.error} />
      ) : !view || !clock ? (
        <p className="room-wait">Chargement…</p>
      ) : (
        <>
          <p className="room-round">
            Coup {view.round} <span>/ {view.rounds}</span> · {KIND_LABELS[view.kind]}
          </p>
          {view.phase === 'WAITING' && <p className="room-wait">Le tirage va commencer</p>}
          {view.draw && <Draw draw={view.draw} />}
          {view.phase === 'RUNNING' && (
            <div className={`room-clock stage-${clock.stage.toLowerCase()}`} role="timer" aria-label={`${STAGE_LABELS[clock.stage]} : ${clock.secondsLeft} secondes`}>
              <span className="room-seconds">{clock.stage === 'OVER' ? '0' : clock.secondsLeft}</span>
              <span className="room-stage">{STAGE_LABELS[clock.stage]}</span>
              <progress max={clock.stage === 'WRITING' ? view.limits.writeSeconds : view.limits.thinkSeconds} value={clock.secondsLeft} aria-hidden="true" />
            </div>
          )}
          <div aria-live="polite" className="visually-hidden">
            {view.phase === 'RUNNING' ? STAGE_LABELS[clock.stage] : view.phase === 'TOP' ? 'Le top' : `Coup ${view.round}`}
          </div>
          {view.phase === 'TOP' && view.top != null && <Top kind={view.kind} top={view.top} />}
        </>
      )}
    </main>
  );
}

function Draw({ draw }: { draw: NonNullable<RoomView['draw']> }) {
  if (draw.kind === 'NUMBERS') {
    return (
      <section className="room-draw" aria-label="Tirage des chiffres">
        <ul className="tiles plates">
          {(draw.plates ?? []).map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
        <p className="room-target" aria-label={`Nombre à trouver : ${draw.target}`}>
          {draw.target}
        </p>
      </section>
    );
  }
  return (
    <section className="room-draw" aria-label={`Tirage des lettres : ${draw.letters}`}>
      <ul className="tiles letters">
        {[...(draw.letters ?? '')].map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      <p className="room-split">{draw.split?.replace('C/', ' consonnes, ').replace(/V$/, ' voyelles')}</p>
    </section>
  );
}

function Top({ kind, top }: { kind: string; top: unknown }) {
  if (kind === 'NUMBERS') {
    const t = top as NumbersTop;
    return (
      <section className="room-top" aria-label="Le top">
        <h2>{t.exact ? `Le compte est bon : ${t.best[0]}` : `Meilleure approche : ${t.best.join(' ou ')} (à ${t.distance})`}</h2>
        <ol className="room-solution">
          {solutionLines(t).map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      </section>
    );
  }
  const t = top as LettersTop;
  return (
    <section className="room-top" aria-label="Le top">
      <h2>{t.maxLength > 0 ? `Top : ${t.maxLength} lettres` : 'Aucun mot'}</h2>
      <p className="room-words">{t.words.slice(0, 8).map((w) => w.toUpperCase()).join(' · ')}</p>
    </section>
  );
}
