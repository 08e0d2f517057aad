import { formatDateTime } from '../../ui/common';
import type { SheetView } from './views';
import { EVENT_LABELS } from './pyramide-sheet-form';
import { ColumnHeads, num } from '../../ui/column-heads';

/** A table's players by their places (A to D), with their table numbers from the duplicate. */
export function SeatList({ seats, className }: { seats: SheetView['seats']; className: string }) {
  return (
    <ul className={className}>
      {seats.map((s) => (
        <li key={s.seat}>
          <span className="seat-letter">{s.seat}</span> {s.name} {s.bib !== null && <small className="muted">(n° {s.bib})</small>}
        </li>
      ))}
    </ul>
  );
}

export function SheetHeader({ view }: { view: SheetView }) {
  return (
    <section className="card" aria-label="Table">
      <SeatList seats={view.seats} className="links" />
      <p>
        {!view.entered ? (
          <span className="tag warn">pas encore saisie</span>
        ) : (
          <>
            <span className={`tag ${view.status === 'CORRECTED' ? 'error' : 'ok'}`}>{view.status === 'CORRECTED' ? 'corrigée par l’arbitre' : 'saisie'}</span> version {view.version}
            {view.updatedAt && <span className="muted"> · {formatDateTime(view.updatedAt)}</span>}
          </>
        )}
      </p>
    </section>
  );
}

export function Totals({ view }: { view: SheetView }) {
  const r = view.result!;
  return (
    <section className="card" aria-labelledby="recap">
      <h2 id="recap">Récapitulatif (calculé par le serveur)</h2>
      <table className="results">
        <caption className="visually-hidden">Points de chaque joueur</caption>
        <ColumnHeads
          columns={['Joueur', ...(['enigmes', 'pingPong', 'nomsPropres', 'grandesPyramides'] as const).map((e) => num(EVENT_LABELS[e])), num('Total'), num('Bonus'), num('Solutions')]}
        />
        <tbody>
          {r.scores.map((s) => (
            <tr key={s.player}>
              <th scope="row">{s.name}</th>
              <td className="num">{s.enigmes}</td>
              <td className="num">{s.pingPong}</td>
              <td className="num">{s.nomsPropres}</td>
              <td className="num">{s.grandesPyramides}</td>
              <td className="num">
                <strong>{s.total}</strong>
              </td>
              <td className="num">{s.bonus}</td>
              <td className="num">{s.solutions}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Énigmes terminées : {r.enigmas.finished}, comptées : {r.enigmas.counted}.
        {r.cancelled.length > 0 && <> Épreuve(s) annulée(s) : {r.cancelled.map((e) => EVENT_LABELS[e]).join(', ')}.</>} Points d’équipe : Ping-Pong{' '}
        {r.teamPoints.pingPong.join('–')}, Noms propres {r.teamPoints.nomsPropres.join('–')}, Grandes Pyramides {r.teamPoints.grandesPyramides.join('–')}.
      </p>
    </section>
  );
}

