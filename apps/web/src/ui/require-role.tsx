import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type Account, useAuth } from '../auth/auth';

/**
 * A screen for signed-in roles only: others are sent to the login screen, and brought back after. An account
 * still holding its one-time password is sent to « Mon compte » first: the API refuses its writes until then.
 */
export function RequireRole({ roles, children }: { roles: Account['role'][]; children: ReactNode }) {
  const { account, loading } = useAuth();
  const location = useLocation();
  if (loading) return <p aria-busy="true">Chargement…</p>;
  if (!account) return <Navigate to="/connexion" replace state={{ from: location.pathname + location.search }} />;
  if (account.mustChangePassword && location.pathname !== '/compte') return <Navigate to="/compte" replace state={{ from: location.pathname + location.search }} />;
  if (!roles.includes(account.role)) {
    return (
      <div role="alert" className="alert alert-error">
        <strong>Accès refusé</strong>
        <p>Cet écran est réservé aux comptes : {roles.join(', ').toLowerCase()}.</p>
      </div>
    );
  }
  return <>{children}</>;
}
