import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/auth';
import { Page } from '../ui/common';
import { ProblemAlert } from '../ui/problem-alert';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await login(String(form.get('email')), String(form.get('password')));
      navigate(from, { replace: true });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="Connexion">
      <form className="narrow stack" onSubmit={submit}>
        <ProblemAlert error={error} />
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
