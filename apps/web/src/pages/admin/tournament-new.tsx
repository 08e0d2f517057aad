import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/problem';
import { useCreateTournament } from '../../queries/tournaments';
import { Loaded, Page } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { FieldMessage } from './admin-ui';
import { useAllClubs } from '../../queries/clubs';
import './admin.css';
import { Options } from '../../ui/options';

export const POINTS_SCALES = [
  { value: 'douai', label: 'Douai', hint: 'le barème du tournoi de Douai' },
  { value: 'laxou', label: 'Laxou', hint: 'le barème du tournoi de Laxou' },
] as const;

/** A new tournament: its card, then straight to its management page. */
export function TournamentNewPage() {
  const clubs = useAllClubs();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', date: '', venue: '', organisingClubId: '', pointsProfile: 'douai' as 'douai' | 'laxou' });
  const create = useCreateTournament();
  const fe = (field: string) => (create.error instanceof ApiError ? create.error.fieldError(field) : undefined);
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name: form.name.trim(), date: form.date, venue: form.venue.trim(), organisingClubId: form.organisingClubId, pointsProfile: form.pointsProfile },
      { onSuccess: (t) => navigate(`/gestion/tournois/${t.id}`) },
    );
  }
  return (
    <Page title="Nouveau tournoi">
      <Loaded query={clubs}>
        {(list) =>
          list.length === 0 ? (
            <p>
              Aucun club dans l’annuaire : <Link to="/gestion/clubs">créez d’abord le club organisateur</Link>.
            </p>
          ) : (
            <form className="card narrow stack" onSubmit={submit}>
              <ProblemAlert error={create.error} />
              <label>
                Nom du tournoi
                <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} required maxLength={160} autoFocus aria-invalid={fe('name') ? true : undefined} />
                <FieldMessage id="t-name-error" message={fe('name')} />
              </label>
              <label>
                Date
                <input type="date" value={form.date} onChange={(e) => setForm({ ...form, date: e.target.value })} required aria-invalid={fe('date') ? true : undefined} />
                <FieldMessage id="t-date-error" message={fe('date')} />
              </label>
              <label>
                Lieu
                <input value={form.venue} onChange={(e) => setForm({ ...form, venue: e.target.value })} required maxLength={200} placeholder="Salle des fêtes, Douai" />
                <FieldMessage id="t-venue-error" message={fe('venue')} />
              </label>
              <label>
                Club organisateur
                <select value={form.organisingClubId} onChange={(e) => setForm({ ...form, organisingClubId: e.target.value })} required aria-invalid={fe('organisingClubId') ? true : undefined}>
                  <option value="">— choisir —</option>
                  <Options items={list} value={(c) => c.id}>
                    {(c) => `${c.name} (${c.city})`}
                  </Options>
                </select>
                <FieldMessage id="t-club-error" message={fe('organisingClubId')} />
              </label>
              <fieldset>
                <legend>Barème</legend>
                {POINTS_SCALES.map((s) => (
                  <label key={s.value} className="inline">
                    <input type="radio" name="pointsProfile" value={s.value} checked={form.pointsProfile === s.value} onChange={() => setForm({ ...form, pointsProfile: s.value })} />
                    {s.label} <span className="hint">— {s.hint}</span>
                  </label>
                ))}
              </fieldset>
              <button type="submit" disabled={create.isPending}>
                Créer le tournoi
              </button>
            </form>
          )
        }
      </Loaded>
    </Page>
  );
}
