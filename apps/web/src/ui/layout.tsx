import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useAuth } from '../auth/auth';

const ROLE_LABELS = { ORGANISER: 'organisateur', ARBITER: 'arbitre', CLUB: 'club' } as const;

/** Every screen but the room display: the header with the navigation, then the page. */
export function Layout() {
  const { account, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <>
      <a className="skip" href="#contenu">
        Aller au contenu
      </a>
      <header className="top">
        <nav aria-label="Navigation principale">
          <NavLink to="/" end className="brand">
            Greffier
          </NavLink>
          <NavLink to="/" end>
            Tournois
          </NavLink>
          <NavLink to="/saisons">Saisons</NavLink>
          {account?.role === 'ORGANISER' && (
            <>
              <NavLink to="/gestion/clubs">Clubs</NavLink>
              <NavLink to="/gestion/joueurs">Joueurs</NavLink>
              <NavLink to="/gestion/tournois/nouveau">Nouveau tournoi</NavLink>
              <NavLink to="/gestion/saisons">Gestion des saisons</NavLink>
              <NavLink to="/gestion/sauvegardes">Sauvegardes</NavLink>
              <NavLink to="/gestion/federation">Fédération</NavLink>
            </>
          )}
          {account?.role === 'CLUB' && <NavLink to="/gestion/joueurs">Mes joueurs</NavLink>}
          {account?.role === 'CLUB' && account.clubId && <NavLink to={`/gestion/clubs/${account.clubId}/soirees`}>Soirées du club</NavLink>}
        </nav>
        <div className="who">
          {account ? (
            <>
              <NavLink to="/compte">
                Mon compte <small>· {account.displayName} ({ROLE_LABELS[account.role]})</small>
              </NavLink>
              <button
                type="button"
                className="secondary"
                onClick={() => {
                  logout();
                  navigate('/');
                }}
              >
                Déconnexion
              </button>
            </>
          ) : (
            <NavLink to="/connexion">Connexion</NavLink>
          )}
        </div>
      </header>
      <main id="contenu" tabIndex={-1}>
        <Suspense fallback={<p aria-busy="true">Chargement…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
