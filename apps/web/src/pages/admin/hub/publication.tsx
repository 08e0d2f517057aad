import { Link } from 'react-router';
import { useFederationSettings, usePublication, usePublishNow } from '../../../queries/federation';
import { Loaded } from '../../../ui/common';
import { ProblemAlert } from '../../../ui/problem-alert';
import { PublicationState } from '../publication-state';

/** The tournament's publication to the federation server (docs/federation.md): its state and « Publier maintenant ». */
export function Publication({ tournamentId }: { tournamentId: string }) {
  const settings = useFederationSettings();
  const publication = usePublication(tournamentId);
  const publish = usePublishNow(tournamentId);
  return (
    <section className="card" aria-labelledby="publication-h">
      <h2 id="publication-h">Publication sur le serveur fédéral</h2>
      {settings.data && !settings.data.configured ? (
        <p>
          Aucun serveur fédéral n’est réglé : <Link to="/gestion/federation">indiquez son adresse et la clé du club</Link> pour que les résultats y
          soient publiés dès que le réseau est là.
        </p>
      ) : (
        <Loaded query={publication}>
          {(p) => (
            <>
              <PublicationState publication={p} />
              <div>
                <button type="button" className="secondary" disabled={publish.isPending} onClick={() => publish.mutate()}>
                  {publish.isPending ? 'Envoi demandé…' : 'Publier maintenant'}
                </button>
              </div>
              <ProblemAlert error={publish.error} onDismiss={() => publish.reset()} />
            </>
          )}
        </Loaded>
      )}
    </section>
  );
}
