import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Account, useAuth } from '../../auth/auth';

/** Organisers record every club's evenings; a club's own account records its own (docs/club-evenings.md). */
export function canRecord(account: Account | null, clubId: string): boolean {
  if (!account) return false;
  return account.role === 'ORGANISER' || (account.role === 'CLUB' && account.clubId === clubId);
}

/** A club account opening another club's evenings is shown the way to its own, and nothing else. */
export function ClubAccess({ clubId, children }: { clubId: string; children: ReactNode }) {
  const { account } = useAuth();
  if (account && !canRecord(account, clubId)) {
    return (
      <div role="alert" className="alert alert-error">
        <strong>Accès refusé</strong>
        <p>Ce compte de club gère les soirées de son club seulement.</p>
        {account.role === 'CLUB' && account.clubId && (
          <p>
            <Link to={`/gestion/clubs/${account.clubId}/soirees`}>Les soirées de mon club</Link>
          </p>
        )}
      </div>
    );
  }
  return <>{children}</>;
}
