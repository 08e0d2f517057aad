import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/problem';
import { useAuth } from '../auth/auth';
import { Page } from '../ui/common';
import { useNow } from '../ui/hooks';
import { ProblemAlert } from '../ui/problem-alert';

/** "2 min 05 s", "45 s": a waiting time as people say it. */
export function waitText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  const rest = s % 60;
  return rest ? `${m} min ${String(rest).padStart(2, '0')} s` : `${m} min`;
}

/**
 * Why a login failed, in French whatever the server's wording: wrong credentials (401 BAD_CREDENTIALS), or the
 * lock after repeated failures (429, with its waiting time from Retry-After). Anything else is shown as it comes.
 */
function LoginError({ error, lockedUntil }: { error: unknown; lockedUntil: number | null }) {
  const now = useNow(1000, !!lockedUntil);
  if (!error) return null;
  if (error instanceof ApiError && error.status === 401) {
    return (
      <div role="alert" className="alert alert-error">
        <strong>Adresse e-mail ou mot de passe incorrect.</strong>
        <p>Vérifiez l’adresse et le mot de passe (majuscules comprises). Après plusieurs essais manqués, la connexion est bloquée un moment.</p>
      </div>
    );
  }
  if (error instanceof ApiError && error.status === 429) {
    const left = lockedUntil ? (lockedUntil - now) / 1000 : null;
    return (
      <div role="alert" className="alert alert-error">
        <strong>Trop d’essais manqués : connexion bloquée.</strong>
        <p>{left !== null && left > 0 ? `Réessayez dans ${waitText(left)}.` : left !== null ? 'Vous pouvez réessayer.' : 'Réessayez dans quelques minutes.'}</p>
      </div>
    );
  }
  return <ProblemAlert error={error} />;
}

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const [error, setError] = useState<unknown>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const account = await login(String(form.get('email')), String(form.get('password')));
      // A one-time password (the first start's): « Mon compte » asks for a new one before anything else.
      if (account.mustChangePassword) navigate('/compte', { replace: true, state: { from } });
      else navigate(from, { replace: true });
    } catch (e) {
      setLockedUntil(e instanceof ApiError && e.status === 429 && e.retryAfter ? Date.now() + e.retryAfter * 1000 : null);
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="Connexion">
      <form className="narrow stack" onSubmit={submit}>
        <LoginError error={error} lockedUntil={lockedUntil} />
        <label>
          Adresse e-mail
          <input name="email" type="email" autoComplete="username" required autoFocus />
        </label>
        <label>
          Mot de passe
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" disabled={busy}>
          Se connecter
        </button>
      </form>
    </Page>
  );
}
