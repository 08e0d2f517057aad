import { decidedLabel, destinationLabel, scoreText, stageLabel } from './labels';
import type { MatchDraw, MatchView } from './views';
import { Side } from './match-sheet-form';


export function MatchSummary({ match: m }: { match: MatchView }) {
  const player = (side: Side) => {
    const p = m[side];
    return (
      <div className={`player ${m.winner && p && m.winner.playerId === p.playerId ? 'winner' : ''}`}>
        <span className="side">Joueur {side}</span>
        <strong>{p ? p.name : '— à venir —'}</strong>
        {p && <span className="muted">{p.club}</span>}
        {m.absent.includes(side) && <span className="tag error">absent</span>}
      </div>
    );
  };
  return (
    <section className="card match-summary" aria-label="Résultat du match">
      <p className="muted">
        Poule {m.poule} · {stageLabel(m.stage, m.places)} · {m.draws.filter((d) => d.phase === 'REGULAR').length} coups{m.format === 'TV' ? ' · formule émission' : ''}
      </p>
      <div className="versus">
        {player('a')}
        <output className="big-score" aria-label="Score">
          {scoreText(m.score)}
        </output>
        {player('b')}
      </div>
      {m.extra && <p>Prolongation : {scoreText(m.extra)}</p>}
      {m.suddenDeath.length > 0 && <p>Mort subite : {m.suddenDeath.map((s) => scoreText(s)).join(', ')}</p>}
      <p role="status">
        {m.status === 'FINISHED' && m.winner && (
          <>
            <strong>Terminé</strong> : {m.winner.name} gagne {m.decidedBy ? decidedLabel(m.decidedBy) : ''}. Vainqueur vers {destinationLabel(m.winnerTo)}, perdant vers{' '}
            {destinationLabel(m.loserTo)}.
          </>
        )}
        {m.status === 'READY' && !m.needs && <strong>À jouer</strong>}
        {m.status === 'PENDING' && <strong>En attente : les joueurs ne sont pas encore connus.</strong>}
        {m.needs === 'extra-draws' && (
          <strong className="warn">Égalité : jouez les 2 coups de prolongation ci-dessous, puis enregistrez de nouveau la feuille entière.</strong>
        )}
        {m.needs === 'sudden-death' && (
          <strong className="warn">Toujours à égalité : mort subite. Jouez le coup ci-dessous ; le premier coup gagné décide.</strong>
        )}
      </p>
      {m.dependents.length > 0 && (
        <p className="muted">
          Matchs qui dépendent de ce résultat : {m.dependents.map((d) => `${d.code}${d.played ? ' (joué)' : ''}`).join(', ')}.
        </p>
      )}
    </section>
  );
}

export function DrawText({ draw }: { draw: MatchDraw }) {
  if (draw.kind === 'LETTERS') {
    return (
      <span className="draw">
        <span className="letters" aria-label={`Lettres ${(draw.letters ?? '').split('').join(' ')}`}>
          {(draw.letters ?? '').toUpperCase()}
        </span>{' '}
        <small className="muted">{draw.split}</small>
      </span>
    );
  }
  return (
    <span className="draw">
      <span className="plates">{(draw.plates ?? []).join(' · ')}</span> <span aria-hidden="true">→</span>
      <span className="visually-hidden">, à trouver :</span> <strong>{draw.target}</strong>
    </span>
  );
}

export function topText(draw: MatchDraw): string {
  const top = draw.top;
  if (!top) return '';
  if (top.kind === 'numbers') return top.exact ? `top : ${top.target} (le compte est bon)` : `top : ${top.best[0]} (à ${top.distance})`;
  return `top : ${top.maxLength} lettres (${top.words.slice(0, 3).join(', ')})`;
}

/** What the sheet's boxes hold (and its draft keeps). */
