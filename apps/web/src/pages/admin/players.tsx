import { useState } from 'react';
import { useAuth } from '../../auth/auth';
import { useAllClubs } from '../../queries/clubs';
import { type Player, useDeletePlayer, usePlayerPage } from '../../queries/players';
import { Loaded, Notice, Page } from '../../ui/common';
import { ClubFilter, EditDeleteCell, onFirstPage, Pager, SearchField, useEditAndDelete } from './admin-ui';
import { useDebounced } from '../../ui/hooks';
import { ReasonDialog } from '../../ui/confirm-dialog';
import { CsvImport, ExportButton } from './csv-import';
import { PlayerCreator, PlayerEditor } from './player-forms';
import './admin.css';
import { ColumnHeads, num } from '../../ui/column-heads';

const PAGE_SIZE = 25;

/** The licenciés: search, pages, create / edit / delete, CSV import and export. A club account reads its own club's list. */
export function PlayersPage() {
  const { account } = useAuth();
  const organiser = account?.role === 'ORGANISER';
  const clubs = useAllClubs();
  const clubName = (id: string) => clubs.data?.find((c) => c.id === id)?.name ?? '…';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [clubId, setClubId] = useState('');
  const [page, setPage] = useState(1);

  const players = usePlayerPage({ q, clubId, page, pageSize: PAGE_SIZE });
  const remove = useDeletePlayer();
  const { editing, setEditing, deleting, setDeleting, notice, setNotice, askDelete, removed } = useEditAndDelete<Player>(remove);

  const ownClub = account?.role === 'CLUB' && account.clubId ? clubName(account.clubId) : null;

  return (
    <Page title={ownClub ? `Joueurs du club ${ownClub}` : 'Joueurs'} actions={<ExportButton clubId={clubId || undefined} />}>
      <Notice text={notice} />
      {!organiser && <p className="hint">Liste en lecture seule : les changements passent par l’organisateur.</p>}
      <div className="admin-split">
        <section className="card" aria-labelledby="players-list">
          <h2 id="players-list">Licenciés</h2>
          <form className="admin-search" role="search" onSubmit={(e) => e.preventDefault()}>
            <SearchField label="Rechercher un joueur" value={search} placeholder="Nom, prénom ou début de licence" onChange={onFirstPage(setSearch, setPage)} />
            {organiser && (
              <ClubFilter clubs={clubs.data} value={clubId} onChange={onFirstPage(setClubId, setPage)} />
            )}
          </form>
          <Loaded query={players}>
            {(data) => (
              <>
                {data.items.length === 0 ? (
                  <p>{q || clubId ? 'Aucun joueur ne correspond à cette recherche.' : 'Aucun joueur pour l’instant.'}</p>
                ) : (
                  <table>
                    <caption className="visually-hidden">Joueurs</caption>
                    <ColumnHeads columns={['Licence', 'Nom', 'Prénom', 'Club', 'Catégorie', num('Classement'), organiser && 'Actions']} />
                    <tbody>
                      {data.items.map((p) => (
                        <tr key={p.id} className={editing?.id === p.id ? 'selected' : undefined}>
                          <td>{p.licence}</td>
                          <td>{p.lastName}</td>
                          <td>{p.firstName}</td>
                          <td>{clubName(p.clubId)}</td>
                          <td>{p.category ?? '—'}</td>
                          <td className="num">{p.rating ?? '—'}</td>
                          {organiser && (
                            <EditDeleteCell name={`${p.firstName} ${p.lastName}`} onEdit={() => setEditing(p)} onDelete={() => askDelete(p)} />
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} noun="joueur" />
              </>
            )}
          </Loaded>
        </section>
        {organiser && (
          <div className="stack">
            {editing ? (
              <PlayerEditor
                key={editing.id}
                player={editing}
                clubs={clubs.data ?? []}
                onDone={(message) => {
                  setEditing(null);
                  setNotice(message);
                }}
              />
            ) : (
              <PlayerCreator clubs={clubs.data ?? []} onCreated={(p) => setNotice(`${p.firstName} ${p.lastName} (licence ${p.licence}) a été créé(e).`)} />
            )}
            <CsvImport clubs={clubs.data ?? []} />
          </div>
        )}
      </div>
      <ReasonDialog
        open={deleting !== null}
        title={`Supprimer ${deleting?.firstName ?? ''} ${deleting?.lastName ?? ''} ?`}
        confirmLabel="Supprimer le joueur"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={(reason) => deleting && remove.mutate({ player: deleting, reason }, { onSuccess: (_d, { player }) => removed(player, `${player.firstName} ${player.lastName} a été supprimé(e) de l’annuaire.`) })}
        onCancel={() => setDeleting(null)}
      >
        <p>Les résultats des tournois passés gardent ce joueur ; un import qui le liste à nouveau le fait revenir.</p>
      </ReasonDialog>
    </Page>
  );
}

