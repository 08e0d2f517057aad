import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useAllClubs } from '../../queries/clubs';
import { type FederationSettings, usePublications, useSaveFederationSettings } from '../../queries/federation';
import { Loaded } from '../../ui/common';
import { ColumnHeads } from '../../ui/column-heads';
import { publicationLabel } from './publication-state';
import { Options } from '../../ui/options';
import { SendButton } from './admin-ui';

/** A venue's federation server: its address, the club's key (never shown back) and club, publishing by itself or not. */
export function FederationSettingsForm({ settings }: { settings: FederationSettings }) {
  const clubs = useAllClubs();
  const save = useSaveFederationSettings();
  const [serverUrl, setServerUrl] = useState(settings.serverUrl ?? '');
  const [clubKey, setClubKey] = useState('');
  const [clubId, setClubId] = useState(settings.clubId ?? '');
  const [automatic, setAutomatic] = useState(settings.configured ? settings.automatic : true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ version: settings.version, serverUrl: serverUrl.trim(), clubKey: clubKey.trim() || undefined, clubId, automatic }, { onSuccess: () => setClubKey('') });
  };
  return (
    <form className="stack" onSubmit={submit}>
      <label>
        Adresse du serveur fédéral
        <input type="url" required value={serverUrl} onChange={(e) => setServerUrl(e.target.value)} placeholder="https://resultats.federation.example" autoComplete="url" />
      </label>
      <label>
        Clé du club {settings.keyId && <small>(clé enregistrée : {settings.keyId.slice(0, 8)}… ; laissez vide pour la garder)</small>}
        <input type="password" required={!settings.configured} value={clubKey} onChange={(e) => setClubKey(e.target.value)} placeholder="identifiant.secret" autoComplete="off" spellCheck={false} />
      </label>
      <label>
        Club de la clé
        <select required value={clubId} onChange={(e) => setClubId(e.target.value)}>
          <option value="">— choisir —</option>
          <Options items={clubs.data ?? []} value={(c) => c.id}>
            {(c) => `${c.name} (${c.city})`}
          </Options>
        </select>
      </label>
      <label className="inline">
        <input type="checkbox" checked={automatic} onChange={(e) => setAutomatic(e.target.checked)} />
        Publier chaque changement des tournois du club (sinon, seulement avec « Publier maintenant »)
      </label>
      <SendButton label="Enregistrer les réglages" busyLabel="Enregistrement…" mutation={save} />
      {save.isSuccess && (
        <p className="alert alert-ok" role="status">
          Réglages enregistrés : les publications en attente ou refusées repartent tout de suite.
        </p>
      )}
    </form>
  );
}

/** The outbox: each tournament queued, and where its publication stands. */
export function PublicationsTable() {
  const publications = usePublications();
  return (
    <Loaded query={publications}>
      {(list) =>
        list.length === 0 ? (
          <p>Aucune publication pour l’instant.</p>
        ) : (
          <div className="frame" role="region" aria-label="Les publications" tabIndex={0}>
            <table>
              <caption className="visually-hidden">Les publications des tournois vers le serveur fédéral</caption>
              <ColumnHeads columns={['Tournoi', 'État']} />
              <tbody>
                {list.map((p) => (
                  <tr key={p.tournamentId}>
                    <td>
                      <Link to={`/gestion/tournois/${p.tournamentId}`}>{p.tournamentName}</Link>
                    </td>
                    <td>{publicationLabel(p)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </Loaded>
  );
}
