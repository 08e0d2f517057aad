import { useState } from 'react';
import { ApiError } from '../../../api/problem';
import { type Decision, type Ruling, useCreateRuling, useRemoveRuling, useRulings } from '../../../queries/rulings';
import { formatDateTime, Loaded, Notice } from '../../../ui/common';
import { ProblemAlert } from '../../../ui/problem-alert';
import { FieldMessage } from '../admin-ui';
import { ReasonDialog } from '../../../ui/confirm-dialog';
import { RowAction, Table } from '../../../ui/table';

/** The words admitted or refused for the whole tournament: each decision, and each withdrawal of one, rescores every sheet. */
export function Rulings({ tournamentId, editable }: { tournamentId: string; editable: boolean }) {
  const rulings = useRulings(tournamentId);
  const [form, setForm] = useState({ word: '', decision: 'ADMITTED' as Decision, note: '' });
  const [removing, setRemoving] = useState<Ruling | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const create = useCreateRuling(tournamentId);
  const remove = useRemoveRuling(tournamentId);
  const submit = () =>
    create.mutate(
      { word: form.word.trim(), decision: form.decision, note: form.note.trim() || undefined },
      {
        onSuccess: (r) => {
          setForm({ word: '', decision: form.decision, note: '' });
          setNotice(`« ${r.word} » est ${r.decision === 'ADMITTED' ? 'admis' : 'refusé'} : toutes les feuilles ont été recalculées.`);
        },
      },
    );
  const fe = create.error instanceof ApiError ? create.error.fieldError('word') : undefined;
  return (
    <section className="card" aria-labelledby="rulings-h">
      <h2 id="rulings-h">Décisions sur les mots</h2>
      <p className="hint">Un mot admis ou refusé ici vaut pour tout le tournoi ; chaque décision recalcule toutes les feuilles déjà saisies.</p>
      <Notice text={notice} />
      <Loaded query={rulings}>
        {(list) => (
          <Table
            rows={list}
            empty={<p>Aucune décision pour l’instant : le lexique s’applique tel quel.</p>}
            caption="Décisions sur les mots"
            columns={['Mot', 'Décision', 'Note', 'Le', editable && 'Actions']}
          >
            {(r) => (
              <tr key={r.id}>
                <td>{r.word}</td>
                <td>{r.decision === 'ADMITTED' ? <span className="tag ok">admis</span> : <span className="tag error">refusé</span>}</td>
                <td>{r.note ?? '—'}</td>
                <td>{formatDateTime(r.createdAt)}</td>
                {editable && (
                  <RowAction
                    label="Retirer"
                    name={`Retirer la décision sur ${r.word}`}
                    danger
                    onClick={() => {
                      remove.reset();
                      setRemoving(r);
                    }}
                  />
                )}
              </tr>
            )}
          </Table>
        )}
      </Loaded>
      {editable && (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label>
            Mot
            <input value={form.word} onChange={(e) => setForm({ ...form, word: e.target.value })} required aria-invalid={fe ? true : undefined} aria-describedby="ruling-word-error" />
            <FieldMessage id="ruling-word-error" message={fe} />
          </label>
          <label>
            Décision
            <select value={form.decision} onChange={(e) => setForm({ ...form, decision: e.target.value as Decision })}>
              <option value="ADMITTED">Admis</option>
              <option value="REFUSED">Refusé</option>
            </select>
          </label>
          <label>
            Note <span className="hint">(facultatif)</span>
            <input value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} maxLength={500} />
          </label>
          <button type="submit" disabled={create.isPending}>
            Enregistrer la décision
          </button>
        </form>
      )}
      {editable && <ProblemAlert error={create.error} />}
      <ReasonDialog
        open={removing !== null}
        title={`Retirer la décision sur « ${removing?.word ?? ''} » ?`}
        confirmLabel="Retirer la décision"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={(reason) =>
          removing &&
          remove.mutate(
            { ruling: removing, reason },
            {
              onSuccess: (_d, { ruling }) => {
                setRemoving(null);
                setNotice(`La décision sur « ${ruling.word} » est retirée : toutes les feuilles ont été recalculées.`);
              },
            },
          )
        }
        onCancel={() => setRemoving(null)}
      >
        <p>Le lexique s’appliquera de nouveau à ce mot et toutes les feuilles seront recalculées.</p>
      </ReasonDialog>
    </section>
  );
}

