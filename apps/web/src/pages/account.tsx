import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../api/problem';
import { useAuth } from '../auth/auth';
import { useChangePassword } from '../queries/accounts';
import { useClub } from '../queries/clubs';
import { formatDateTime, Page } from '../ui/common';
import { ProblemAlert } from '../ui/problem-alert';

export const ROLE_LABELS = { ORGANISER: 'organisateur', ARBITER: 'arbitre', CLUB: 'club' } as const;

const MIN_LENGTH = 10;

type PasswordField = 'currentPassword' | 'newPassword' | 'confirm';

/** The French reason beside each box, from what the server refused (its wording is not shown). */
function reasonsOf(error: unknown): Partial<Record<PasswordField, string>> {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 401) return { currentPassword: 'Mot de passe actuel incorrect.' };
  const out: Partial<Record<PasswordField, string>> = {};
  for (const f of error.fieldErrors) {
    if (f.field.startsWith('newPassword')) out.newPassword = `${MIN_LENGTH} caractères au moins, 200 au plus.`;
    if (f.field.startsWith('currentPassword')) out.currentPassword = 'Tapez votre mot de passe actuel (200 caractères au plus).';
  }
  return out;
}

function PasswordForm({ oneTime }: { oneTime: boolean }) {
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [wasOneTime] = useState(oneTime);
  const change = useChangePassword();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [local, setLocal] = useState<Partial<Record<PasswordField, string>>>({});
  const [done, setDone] = useState(false);
  const server = reasonsOf(change.error);
  const reason = (f: PasswordField) => local[f] ?? server[f];
  const known = change.error instanceof ApiError && (change.error.status === 401 || change.error.status === 400);
  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const checks: Partial<Record<PasswordField, string>> = {};
    if (form.newPassword.length < MIN_LENGTH) checks.newPassword = `${MIN_LENGTH} caractères au moins, 200 au plus.`;
    if (form.confirm !== form.newPassword) checks.confirm = 'Les deux nouveaux mots de passe diffèrent.';
    if (form.newPassword && form.newPassword === form.currentPassword) checks.newPassword = 'Le nouveau mot de passe doit différer de l’actuel.';
    setLocal(checks);
    if (Object.keys(checks).length) return;
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          setForm({ currentPassword: '', newPassword: '', confirm: '' });
          setDone(true);
        },
      },
    );
  }
  const box = (field: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <label>
      {label} {hint && <span className="hint">{hint}</span>}
      <input
        type="password"
        value={form[field]}
        onChange={(e) => {
          setForm({ ...form, [field]: e.target.value });
          setLocal((l) => ({ ...l, [field]: undefined }));
        }}
        autoComplete={autoComplete}
        required
        maxLength={200}
        aria-invalid={reason(field) ? true : undefined}
        aria-describedby={reason(field) ? `${field}-error` : undefined}
      />
      {reason(field) && (
        <span id={`${field}-error`} className="field-error">
          {reason(field)}
        </span>
      )}
    </label>
  );
  return (
    <section className="card" aria-labelledby="password-h">
      <h2 id="password-h">Changer mon mot de passe</h2>
      <form className="stack narrow" onSubmit={submit} noValidate>
        {done && (
          <p className="alert alert-ok" role="status">
            Mot de passe changé. Il servira à votre prochaine connexion ; cette session reste ouverte.
            {wasOneTime && (
              <>
                {' '}
                <Link to={from && from !== '/compte' ? from : '/'}>Continuer</Link>
              </>
            )}
          </p>
        )}
        {change.error && !known ? <ProblemAlert error={change.error} /> : null}
        {box('currentPassword', oneTime ? 'Mot de passe provisoire' : 'Mot de passe actuel', 'current-password')}
        {box('newPassword', 'Nouveau mot de passe', 'new-password', `(${MIN_LENGTH} caractères au moins)`)}
        {box('confirm', 'Nouveau mot de passe, une seconde fois', 'new-password')}
        <div>
          <button type="submit" disabled={change.isPending}>
            Changer le mot de passe
          </button>
        </div>
      </form>
    </section>
  );
}

/** « Mon compte »: who is signed in (name, e-mail, role, club), and changing one's password. */
export function AccountPage() {
  const { account } = useAuth();
  const club = useClub(account?.clubId ?? undefined);
  if (!account) return null;
  return (
    <Page title="Mon compte">
      {account.mustChangePassword && (
        <div role="alert" className="alert alert-warn">
          <strong>Choisissez votre mot de passe.</strong>
          <p>
            Vous êtes connecté avec le mot de passe provisoire donné au premier démarrage. Choisissez le vôtre ci-dessous : rien d’autre ne
            peut être enregistré avant.
          </p>
        </div>
      )}
      <section className="card" aria-labelledby="account-h">
        <h2 id="account-h">{account.displayName}</h2>
        <dl className="facts">
          <dt>Adresse e-mail</dt>
          <dd>{account.email}</dd>
          <dt>Rôle</dt>
          <dd>{ROLE_LABELS[account.role]}</dd>
          <dt>Club</dt>
          <dd>{account.clubId ? (club.data ? `${club.data.name} (${club.data.city})` : '…') : 'aucun'}</dd>
          <dt>Compte créé le</dt>
          <dd>{formatDateTime(account.createdAt)}</dd>
        </dl>
        <p className="hint">Le nom, le rôle et le club se changent par un organisateur.</p>
      </section>
      <PasswordForm oneTime={account.mustChangePassword} />
    </Page>
  );
}
