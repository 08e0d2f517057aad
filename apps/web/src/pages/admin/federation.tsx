import { useFederationSettings } from '../../queries/federation';
import { Loaded, Page } from '../../ui/common';
import { ApiKeys } from './api-keys';
import { FederationSettingsForm, PublicationsTable } from './federation-settings';
import './admin.css';

/**
 * « Fédération » (docs/federation.md): on a venue, the federation server it publishes to and its publications;
 * on a federation server, the clubs' keys. One instance may be both.
 */
export function FederationPage() {
  const settings = useFederationSettings();
  return (
    <Page title="Fédération">
      <section className="card" aria-labelledby="venue-h">
        <h2 id="venue-h">Publier vers le serveur fédéral</h2>
        <p>
          Sur l’ordinateur de la salle : les résultats des tournois du club partent vers le serveur de la fédération dès que le réseau est là. Sans
          réseau, chaque publication attend (« en attente du réseau ») et repart seule ; rien n’est perdu ni publié deux fois.
        </p>
        <Loaded query={settings}>{(s) => <FederationSettingsForm settings={s} />}</Loaded>
        <h3>Publications</h3>
        <PublicationsTable />
      </section>
      <section className="card" aria-labelledby="keys-h">
        <h2 id="keys-h">Clés des clubs</h2>
        <p>
          Sur le serveur de la fédération : une clé par club (ou par ordinateur de salle) lui permet d’y publier les tournois qu’il organise, et
          rien d’autre. Elle n’est montrée qu’une fois, à sa création ; révoquée, elle cesse aussitôt de fonctionner.
        </p>
        <ApiKeys />
      </section>
    </Page>
  );
}
