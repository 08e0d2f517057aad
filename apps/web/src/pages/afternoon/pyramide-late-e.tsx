import { type FormEvent, useState } from 'react';
import { useCorrections } from '../../queries/pyramide';
import { reasonHeaders } from '../../api/client';
import { DraftOffer, sameValue, SaveStatus, submitKeys, useDraftWork } from '../../lib/drafts';
import { formatDateTime, Loaded } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import type { LateE, SheetView, TeamEventName } from './views';
import { ColumnHeads } from '../../ui/column-heads';


export interface LateEValue {
  event: TeamEventName;
  where: string;
  team: '0' | '1';
  reason: string;
}

export function LateEForm({ view, tournamentId, onSaved }: { view: SheetView; tournamentId: string; onSaved: (v: SheetView, what: string) => void }) {
  const [value, setValue] = useState<LateEValue>({ event: 'pingPong', where: '', team: '0', reason: '' });
  const { event, where, team, reason } = value;
  const set = (patch: Partial<LateEValue>) => setValue((v) => ({ ...v, ...patch }));
  const work = useDraftWork<LateEValue, null, SheetView>({
    key: { area: 'pyramide-late-e', tournamentId, sheetId: `${view.game}-${view.table}` },
    value,
    base: null,
    baseVersion: view.version,
    dirty: where !== '' || reason !== '',
    onRestore: (record) => setValue(record.value),
    onSaved: (data, sent) => {
      setValue((v) => (sameValue(v, sent) ? { ...v, where: '', reason: '' } : v));
      onSaved(data, 'E tardif enregistré');
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (work.state === 'sending') return;
    const n = Number(where) - 1;
    const lateE: LateE = event === 'pingPong' ? { event, brick: n } : event === 'nomsPropres' ? { event, name: n } : { event, team: Number(team) as 0 | 1, expression: n };
    work.save({
      method: 'POST',
      path: '/tournaments/{tournamentId}/pyramide/games/{game}/tables/{table}/corrections',
      params: { tournamentId, game: view.game, table: view.table },
      body: { lateE, reason },
      headers: reasonHeaders(undefined, view.version ?? undefined),
    });
  }
  const whereLabel = event === 'pingPong' ? 'Brique (1 à 13)' : event === 'nomsPropres' ? 'Nom (1 à 4, le dernier joué)' : 'Expression (1 à 6)';
  return (
    <section className="card" aria-labelledby="lateE">
      <h2 id="lateE">Correction : E relevé en retard</h2>
      <p className="hint">Une proposition interdite relevée après coup (4.2.4, 4.3.3, 4.4.3) : le point change de camp. Il faut un motif. Entrée (ou Ctrl+Entrée) enregistre.</p>
      <DraftOffer work={work} what="Une correction non enregistrée" />
      <form className="row" onSubmit={submit} onKeyDown={submitKeys()} inert={!!work.offer} aria-label="E relevé en retard">
        <label>
          Épreuve
          <select value={event} onChange={(e) => set({ event: e.target.value as TeamEventName })}>
            <option value="pingPong">Ping-Pong</option>
            <option value="nomsPropres">Noms propres</option>
            <option value="grandesPyramides">Grandes Pyramides</option>
          </select>
        </label>
        {event === 'grandesPyramides' && (
          <label>
            Équipe
            <select value={team} onChange={(e) => set({ team: e.target.value as '0' | '1' })}>
              <option value="0">Équipe 1</option>
              <option value="1">Équipe 2</option>
            </select>
          </label>
        )}
        <label>
          {whereLabel}
          <input inputMode="numeric" size={3} value={where} onChange={(e) => set({ where: e.target.value })} required />
        </label>
        <label>
          Motif de la correction
          <input value={reason} onChange={(e) => set({ reason: e.target.value })} required size={36} />
        </label>
        <button type="submit" disabled={work.state === 'sending'}>
          Enregistrer l’E tardif
        </button>
        <SaveStatus work={work} what="E tardif" empty={where === '' && reason === ''} quiet />
      </form>
      <ProblemAlert error={work.state === 'refused' ? work.error : null} />
    </section>
  );
}

export function Corrections({ tournamentId, game, table }: { tournamentId: string; game: number; table: number }) {
  const list = useCorrections(tournamentId, game, table);
  return (
    <section className="card" aria-labelledby="historique">
      <h2 id="historique">Corrections de l’arbitre</h2>
      <Loaded query={list}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="muted">Aucune correction.</p>
          ) : (
            <table className="compact">
              <caption className="visually-hidden">Corrections, de la plus ancienne à la plus récente</caption>
              <ColumnHeads columns={['Quand', 'Qui', 'Quoi', 'Motif', 'Totaux avant → après']} />
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id}>
                    <td>{formatDateTime(c.at)}</td>
                    <td>{c.by?.name ?? '—'}</td>
                    <td>{c.kind === 'sheet' ? 'nouvelle feuille' : `E tardif, ${lateELabel(c.lateE)}`}</td>
                    <td>{c.reason}</td>
                    <td>
                      {c.totals
                        .filter((t) => t.before !== t.after)
                        .map((t) => `${t.name} ${t.before ?? '—'} → ${t.after}`)
                        .join(' ; ') || 'inchangés'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}

export function lateELabel(e: LateE | null): string {
  if (!e) return '';
  if (e.event === 'pingPong') return `Ping-Pong, brique ${(e.brick ?? 0) + 1}`;
  if (e.event === 'nomsPropres') return `Noms propres, nom ${(e.name ?? 0) + 1}`;
  return `Grandes Pyramides, équipe ${(e.team ?? 0) + 1}, expression ${(e.expression ?? 0) + 1}`;
}

