import { useState } from 'react';
import { ApiError } from '../../../api/problem';
import { useAccounts } from '../../../queries/accounts';
import { type Tournament, useAssignArbiter, useCreateArbiter, useUnassignArbiter } from '../../../queries/tournaments';
import { ProblemAlert } from '../../../ui/problem-alert';
import { FieldMessage } from '../admin-ui';
import { RowAction, Table } from '../../../ui/table';
import { Options } from '../../../ui/options';

/** The tournament's arbitres: assign an account, or create one and assign it in one go; remove an assignment. */
export function Arbiters({ tournament: t }: { tournament: Tournament }) {
  const accounts = useAccounts();
  const [choice, setChoice] = useState('');
  const [newArbiter, setNewArbiter] = useState({ displayName: '', email: '', password: '' });
  const assign = useAssignArbiter(t.id);
  const unassign = useUnassignArbiter(t.id);
  const create = useCreateArbiter(t.id);
  const fe = (field: string) => (create.error instanceof ApiError ? create.error.fieldError(field) : undefined);
  const arbiters = accounts.data?.filter((a) => a.role === 'ARBITER' && !a.disabled) ?? [];
  const assigned = t.arbiterIds.map((id) => accounts.data?.find((a) => a.id === id) ?? { id, displayName: '…', email: '' });
  const free = arbiters.filter((a) => !t.arbiterIds.includes(a.id));
  return (
    <section className="card" aria-labelledby="arbiters-h">
      <h2 id="arbiters-h">Arbitres</h2>
      <ProblemAlert error={accounts.error ?? unassign.error} />
      <Table
        rows={assigned}
        empty={<p>Aucun arbitre affecté : affectez-en un pour la correction de la pause de midi.</p>}
        caption="Arbitres affectés au tournoi"
        columns={['Arbitre', 'Adresse e-mail', 'Actions']}
      >
        {(a) => (
          <tr key={a.id}>
            <td>{a.displayName}</td>
            <td>{a.email}</td>
            <RowAction label="Retirer" name={`Retirer l’arbitre ${a.displayName}`} danger disabled={unassign.isPending} onClick={() => unassign.mutate(a.id)} />
          </tr>
        )}
      </Table>
      <div className="admin-grid">
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) assign.mutate(choice, { onSuccess: () => setChoice('') });
          }}
        >
          <h3>Affecter un compte arbitre</h3>
          <ProblemAlert error={assign.error} />
          <label>
            Compte arbitre
            <select value={choice} onChange={(e) => setChoice(e.target.value)} required>
              <option value="">— choisir —</option>
              <Options items={free} value={(a) => a.id}>
                {(a) => `${a.displayName} (${a.email})`}
              </Options>
            </select>
          </label>
          <button type="submit" disabled={!choice || assign.isPending}>
            Affecter
          </button>
        </form>
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate(newArbiter, { onSuccess: () => setNewArbiter({ displayName: '', email: '', password: '' }) });
          }}
        >
          <h3>Créer un compte arbitre</h3>
          <ProblemAlert error={create.error} />
          <label>
            Nom affiché
            <input value={newArbiter.displayName} onChange={(e) => setNewArbiter({ ...newArbiter, displayName: e.target.value })} required maxLength={120} />
            <FieldMessage id="arb-name-error" message={fe('displayName')} />
          </label>
          <label>
            Adresse e-mail de l’arbitre
            <input type="email" value={newArbiter.email} onChange={(e) => setNewArbiter({ ...newArbiter, email: e.target.value })} required autoComplete="off" />
            <FieldMessage id="arb-email-error" message={fe('email')} />
          </label>
          <label>
            Mot de passe provisoire <span className="hint">(10 caractères au moins)</span>
            <input type="password" value={newArbiter.password} onChange={(e) => setNewArbiter({ ...newArbiter, password: e.target.value })} required minLength={10} autoComplete="new-password" />
            <FieldMessage id="arb-password-error" message={fe('password')} />
          </label>
          <button type="submit" disabled={create.isPending}>
            Créer et affecter
          </button>
        </form>
      </div>
    </section>
  );
}

