import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useId, useRef } from 'react';
import { ColumnHeads } from './column-heads';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);

/** One coup of a duplicate, as a player's progression reads it. */
export interface ProgressionPoint {
  round: number;
  kind: 'NUMBERS' | 'LETTERS';
  points: number;
  cumulative: number;
  topPoints: number;
  topCumulative: number;
}

const KIND = { NUMBERS: 'chiffres', LETTERS: 'lettres' } as const;
// The palette of styles.css: --accent for the player, --muted for the top.
const ACCENT = '#0b4f8a';
const MUTED = '#555d66';

/**
 * A player's duplicate coup by coup: their cumulative points against the cumulative top (the maximum). The
 * canvas is drawn by Chart.js; screen readers get its summary and a table of the same numbers.
 */
export function ProgressionChart({ name, points }: { name: string; points: ProgressionPoint[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const tableId = useId();
  const last = points[points.length - 1];
  const summary = last
    ? `Progression de ${name} : ${last.cumulative} points sur un maximum de ${last.topCumulative} après ${points.length} coups.`
    : `Progression de ${name} : aucun coup joué.`;

  useEffect(() => {
    if (!canvas.current || points.length === 0) return;
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels: points.map((p) => `${p.round} (${p.kind === 'NUMBERS' ? 'C' : 'L'})`),
        datasets: [
          { label: name, data: points.map((p) => p.cumulative), borderColor: ACCENT, backgroundColor: ACCENT, pointRadius: 3, tension: 0 },
          { label: 'Top (maximum)', data: points.map((p) => p.topCumulative), borderColor: MUTED, backgroundColor: MUTED, borderDash: [6, 4], pointRadius: 2, tension: 0 },
        ],
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { title: { display: true, text: 'Coup' } },
          y: { beginAtZero: true, title: { display: true, text: 'Points cumulés' } },
        },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: {
            callbacks: {
              afterBody: (items) => {
                const p = points[items[0]?.dataIndex ?? 0];
                return p ? `Ce coup : ${p.points} sur ${p.topPoints}` : '';
              },
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [name, points]);

  return (
    <figure className="progression">
      <div className="progression-canvas">
        <canvas ref={canvas} role="img" aria-label={summary} aria-describedby={tableId} />
      </div>
      <figcaption>{summary}</figcaption>
      {/* A table is as wide as its content whatever its width: the hidden frame keeps it from widening the page. */}
      <div className="visually-hidden">
      <table id={tableId}>
        <caption>Points coup par coup de {name}</caption>
        <ColumnHeads columns={['Coup', 'Tirage', 'Points', 'Cumul', 'Top du coup', 'Top cumulé']} />
        <tbody>
          {points.map((p) => (
            <tr key={p.round}>
              <td>{p.round}</td>
              <td>{KIND[p.kind]}</td>
              <td>{p.points}</td>
              <td>{p.cumulative}</td>
              <td>{p.topPoints}</td>
              <td>{p.topCumulative}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
