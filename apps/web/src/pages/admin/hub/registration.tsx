import { type FormEvent, useState } from 'react';
import { type Entry, useEntries, useRegisterPlayers, useWithdrawEntry } from '../../../queries/entries';
import { useAllClubs } from '../../../queries/clubs';
import { usePlayerPage } from '../../../queries/players';
import type { Tournament } from '../../../queries/tournaments';
import { Loaded, stepLabel } from '../../../ui/common';
import { ProblemAlert } from '../../../ui/problem-alert';
import { ClubFilter, onFirstPage, Pager, SearchField } from '../admin-ui';
import { useDebounced } from '../../../ui/hooks';
import { ReasonDialog } from '../../../ui/confirm-dialog';
import { num } from '../../../ui/column-heads';
import { RowAction, Table } from '../../../ui/table';

/** The registered players and their table numbers; an organiser registers (while open) and withdraws with a reason. */
export function Registration({ tournament: t, editable }: { tournament: Tournament; editable: boolean }) {
  const entries = useEntries(t.id);
  const [withdrawing, setWithdrawing] = useState<Entry | null>(null);
  const withdraw = useWithdrawEntry(t.id);
  const open = t.status === 'REGISTRATION' || t.status === 'DUPLICATE';
  return (
    <section className="card" aria-labelledby="entries-h">
      <h2 id="entries-h">Inscriptions</h2>
      {editable && open && <PlayerPicker tournamentId={t.id} registered={new Set(entries.data?.map((e) => e.playerId) ?? [])} />}
      {editable && !open && <p className="hint">Les inscriptions sont closes à l’étape « {stepLabel(t.status)} ».</p>}
      <Loaded query={entries}>
        {(list) =>
          list.length === 0 ? (
            <p>Aucun joueur inscrit pour l’instant.</p>
          ) : (
            <>
              <p>
                {list.filter((e) => !e.withdrawn).length} joueur{list.filter((e) => !e.withdrawn).length > 1 ? 's' : ''} inscrit
                {list.filter((e) => !e.withdrawn).length > 1 ? 's' : ''}
                {list.some((e) => e.withdrawn) && `, ${list.filter((e) => e.withdrawn).length} retiré(s)`}.
              </p>
              <Table rows={list} caption="Joueurs inscrits et leurs numéros de table" columns={[num('N° de table'), 'Licence', 'Nom', 'Prénom', 'Club', 'État', editable && 'Actions']}>
                {(e) => (
                  <tr key={e.id} className={e.withdrawn ? 'withdrawn' : undefined}>
                    <td className="num">{e.bib}</td>
                    <td>{e.licence}</td>
                    <td>{e.lastName}</td>
                    <td>{e.firstName}</td>
                    <td>{e.clubName}</td>
                    <td className="state">{e.withdrawn ? <span className="tag warn">retiré</span> : 'inscrit'}</td>
                    {editable &&
                      (e.withdrawn ? (
                        <td className="actions" />
                      ) : (
                        <RowAction
                          label="Retirer"
                          name={`Retirer ${e.firstName} ${e.lastName}`}
                          danger
                          onClick={() => {
                            withdraw.reset();
                            setWithdrawing(e);
                          }}
                        />
                      ))}
                  </tr>
                )}
              </Table>
            </>
          )
        }
      </Loaded>
      <ReasonDialog
        open={withdrawing !== null}
        title={`Retirer ${withdrawing?.firstName ?? ''} ${withdrawing?.lastName ?? ''} (table ${withdrawing?.bib ?? ''}) ?`}
        confirmLabel="Retirer le joueur"
        danger
        busy={withdraw.isPending}
        error={withdraw.error}
        onConfirm={(reason) => withdrawing && withdraw.mutate({ entry: withdrawing, reason }, { onSuccess: () => setWithdrawing(null) })}
        onCancel={() => setWithdrawing(null)}
      >
        <p>Le joueur reste dans la liste (et garde une feuille déjà saisie) mais ne compte plus pour la suite.</p>
      </ReasonDialog>
    </section>
  );
}

const CANDIDATES_PER_PAGE = 30;

/**
 * Players of any club to register: the server lists those not entered in the tournament (GET /players?notInTournament),
 * searched blind to accents and punctuation, a page at a time with their total. Those just registered are left out
 * at once, before the list is read again.
 */
function PlayerPicker({ tournamentId, registered }: { tournamentId: string; registered: Set<string> }) {
  const clubs = useAllClubs();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [clubId, setClubId] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const players = usePlayerPage({ q, clubId, notInTournament: tournamentId, page, pageSize: CANDIDATES_PER_PAGE });
  const register = useRegisterPlayers(tournamentId);
  const clubName = (id: string) => clubs.data?.find((c) => c.id === id)?.name ?? '…';
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const candidates = players.data?.items.filter((p) => !registered.has(p.id)) ?? [];
  const total = players.data?.total ?? 0;
  return (
    <form
      className="stack"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        // Back to the first page: the players registered leave the list, the pages after it move up.
        if (selected.length && !register.isPending)
          register.mutate(selected, {
            onSuccess: () => {
              setSelected([]);
              setPage(1);
            },
          });
      }}
    >
      <h3>Inscrire des joueurs</h3>
      <div className="admin-search">
        <SearchField label="Chercher un joueur à inscrire" value={search} placeholder="Nom, prénom, licence ou club" onChange={onFirstPage(setSearch, setPage)} />
        <ClubFilter clubs={clubs.data} value={clubId} onChange={onFirstPage(setClubId, setPage)} />
      </div>
      <ProblemAlert error={register.error} />
      <Loaded query={players}>
        {() =>
          candidates.length === 0 ? (
            <p className="hint">Aucun joueur à inscrire pour cette recherche (les inscrits ne sont pas relistés).</p>
          ) : (
            <>
              <p className="hint" aria-live="polite">
                {total} joueur{total > 1 ? 's' : ''} à inscrire{q || clubId ? ' pour cette recherche' : ''}
                {selected.length > 0 && ` · ${selected.length} sélectionné${selected.length > 1 ? 's' : ''}`}
              </p>
              <Table rows={candidates} caption="Joueurs trouvés" columns={['Inscrire', 'Licence', 'Joueur', 'Club']}>
                {(p) => (
                  <tr key={p.id} className={selected.includes(p.id) ? 'selected' : undefined}>
                    <td>
                      <input type="checkbox" checked={selected.includes(p.id)} onChange={() => toggle(p.id)} aria-label={`Sélectionner ${p.firstName} ${p.lastName}`} />
                    </td>
                    <td>{p.licence}</td>
                    <td>
                      {p.lastName} {p.firstName}
                    </td>
                    <td>{clubName(p.clubId)}</td>
                  </tr>
                )}
              </Table>
              {total > CANDIDATES_PER_PAGE && <Pager page={page} pageSize={CANDIDATES_PER_PAGE} total={total} onPage={setPage} noun="joueur" />}
            </>
          )
        }
      </Loaded>
      <div className="row">
        <button type="submit" disabled={selected.length === 0 || register.isPending}>
          {selected.length <= 1 ? 'Inscrire le joueur sélectionné' : `Inscrire les ${selected.length} joueurs sélectionnés`}
        </button>
        {candidates.length > 0 && (
          <button type="button" className="secondary" onClick={() => setSelected((s) => [...s, ...candidates.map((p) => p.id).filter((id) => !s.includes(id))])}>
            {total > CANDIDATES_PER_PAGE ? 'Sélectionner toute la page' : 'Tout sélectionner'}
          </button>
        )}
        <span className="hint">Les numéros de table suivent l’ordre de sélection.</span>
      </div>
    </form>
  );
}
