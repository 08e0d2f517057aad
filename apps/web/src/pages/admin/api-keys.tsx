import { type FormEvent, useState } from 'react';
import { useAllClubs } from '../../queries/clubs';
import { type ApiKey, type CreatedApiKey, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../queries/federation';
import { formatDateTime, Loaded } from '../../ui/common';
import { Table } from '../../ui/table';
import { ReasonDialog } from '../../ui/confirm-dialog';
import { Options } from '../../ui/options';
import { SendButton } from './admin-ui';

/** On a federation server: the clubs' keys, created (the key shown once), listed, revoked. */
export function ApiKeys() {
  const clubs = useAllClubs();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [clubId, setClubId] = useState('');
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ clubId, label: label.trim() }, { onSuccess: (k) => (setCreated(k), setLabel('')) });
  };
  return (
    <>
      <form className="stack" onSubmit={submit} aria-labelledby="new-key-h">
        <h3 id="new-key-h">Créer une clé</h3>
        <label>
          Club
          <select required value={clubId} onChange={(e) => setClubId(e.target.value)}>
            <option value="">— choisir —</option>
            <Options items={clubs.data ?? []} value={(c) => c.id}>
              {(c) => `${c.name} (${c.city})${c.federationCode ? ` · ${c.federationCode}` : ''}`}
            </Options>
          </select>
        </label>
        <label>
          Libellé
          <input required maxLength={100} value={label} onChange={(e) => setLabel(e.target.value)} placeholder="Ordinateur de la salle" />
        </label>
        <SendButton label="Créer la clé" busyLabel="Création…" mutation={create} />
      </form>
      {created && (
        <div className="alert alert-ok" role="status">
          <p>
            Clé créée pour {created.clubName} (« {created.label} »). Copiez-la maintenant et donnez-la au club : elle ne sera plus jamais affichée.
          </p>
          <p>
            <label>
              Clé
              <input readOnly value={created.key} onFocus={(e) => e.target.select()} spellCheck={false} />
            </label>
          </p>
          <button type="button" className="secondary" onClick={() => setCreated(null)}>
            J’ai copié la clé
          </button>
        </div>
      )}
      <h3>Clés existantes</h3>
      <Loaded query={keys}>
        {(list) => (
          <Table
            rows={list}
            empty={<p>Aucune clé pour l’instant.</p>}
            frame="Les clés des clubs"
            caption="Les clés des clubs, celles en service d’abord"
            columns={['Club', 'Libellé', 'Créée', 'Dernière publication', 'État']}
          >
            {(k) => (
              <tr key={k.id}>
                <td>{k.clubName}</td>
                <td>
                  {k.label} <small>({k.id.slice(0, 8)}…)</small>
                </td>
                <td>{formatDateTime(k.createdAt)}</td>
                <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : '—'}</td>
                <td>
                  {k.revokedAt ? (
                    `révoquée le ${formatDateTime(k.revokedAt)}`
                  ) : (
                    <button type="button" className="link" aria-label={`Révoquer la clé « ${k.label} » de ${k.clubName}`} onClick={() => setRevoking(k)}>
                      Révoquer
                    </button>
                  )}
                </td>
              </tr>
            )}
          </Table>
        )}
      </Loaded>
      <ReasonDialog
        open={revoking !== null}
        title="Révoquer la clé ?"
        confirmLabel="Révoquer la clé"
        danger
        busy={revoke.isPending}
        error={revoke.error}
        onConfirm={(reason) => revoking && revoke.mutate({ keyId: revoking.id, reason }, { onSuccess: () => setRevoking(null) })}
        onCancel={() => (setRevoking(null), revoke.reset())}
      >
        <p>
          La clé « {revoking?.label} » de {revoking?.clubName} cessera de fonctionner tout de suite : la prochaine publication faite avec elle sera
          refusée. Le club aura besoin d’une nouvelle clé.
        </p>
      </ReasonDialog>
    </>
  );
}
