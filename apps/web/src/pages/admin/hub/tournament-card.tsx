import { useState } from 'react';
import { ApiError } from '../../../api/problem';
import { type CardChange, type PointsProfile, readTournament, type Tournament, useUpdateTournament } from '../../../queries/tournaments';
import { formatDate, stepLabel } from '../../../ui/common';
import { ProblemAlert } from '../../../ui/problem-alert';
import { ConflictNotice, FieldMessage, ReasonAndSave, isConflict } from '../admin-ui';
import { POINTS_SCALES } from '../tournament-new';
import { Options } from '../../../ui/options';

type CardForm = { name: string; date: string; venue: string; pointsProfile: string };
const cardOf = (t: Tournament): CardForm => ({ name: t.name, date: t.date, venue: t.venue, pointsProfile: t.pointsProfile });
const scaleLabel = (p: string) => POINTS_SCALES.find((s) => s.value === p)?.label ?? p;

/** The tournament's card; an organiser edits it (only the fields changed are sent, so that a retry after a 409 keeps the other person's changes). */
export function TournamentCard({ tournament: t, clubName, editable }: { tournament: Tournament; clubName: string; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<CardForm>(cardOf(t));
  const [base, setBase] = useState(t.version);
  // What the form started from: only the fields changed since are sent, so that a retry after a 409 keeps the other person's changes.
  const [original, setOriginal] = useState<CardForm>(cardOf(t));
  const [reason, setReason] = useState('');
  const [fresh, setFresh] = useState<Tournament | null>(null);
  const [saved, setSaved] = useState(false);
  const update = useUpdateTournament(t.id);
  const changes = (): CardChange => ({
    name: form.name.trim() !== original.name ? form.name.trim() : undefined,
    date: form.date !== original.date ? form.date : undefined,
    venue: form.venue.trim() !== original.venue ? form.venue.trim() : undefined,
    pointsProfile: form.pointsProfile !== original.pointsProfile ? (form.pointsProfile as PointsProfile) : undefined,
  });
  const save = {
    ...update,
    mutate: (version: number) =>
      update.mutate(
        { change: changes(), version, reason },
        {
          onSuccess: () => {
            setEditing(false);
            setSaved(true);
          },
          onError: async (error) => {
            if (!isConflict(error)) return;
            setFresh(null);
            setFresh(await readTournament(t.id));
          },
        },
      ),
  };
  const fe = (field: string) => (save.error instanceof ApiError && !isConflict(save.error) ? save.error.fieldError(field) : undefined);
  if (!editing) {
    return (
      <section className="card" aria-labelledby="card-h">
        <h2 id="card-h">Fiche du tournoi</h2>
        {saved && (
          <p className="alert alert-ok" role="status">
            Fiche enregistrée.
          </p>
        )}
        <dl className="facts">
          <dt>Date</dt>
          <dd>{formatDate(t.date)}</dd>
          <dt>Lieu</dt>
          <dd>{t.venue}</dd>
          <dt>Club organisateur</dt>
          <dd>{clubName}</dd>
          <dt>Barème</dt>
          <dd>{scaleLabel(t.pointsProfile)}</dd>
          <dt>Étape</dt>
          <dd>{stepLabel(t.status)}</dd>
        </dl>
        {editable && (
          <p>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setForm(cardOf(t));
                setOriginal(cardOf(t));
                setBase(t.version);
                setReason('');
                save.reset();
                setSaved(false);
                setEditing(true);
              }}
            >
              Modifier la fiche
            </button>
          </p>
        )}
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="card-h">
      <h2 id="card-h">Modifier la fiche du tournoi</h2>
      <form
        className="stack narrow"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(base);
        }}
      >
        {isConflict(save.error) ? (
          <ConflictNotice
            error={save.error}
            busy={save.isPending}
            fresh={
              fresh && [
                { label: 'Nom', value: fresh.name },
                { label: 'Date', value: formatDate(fresh.date) },
                { label: 'Lieu', value: fresh.venue },
                { label: 'Barème', value: scaleLabel(fresh.pointsProfile) },
                { label: 'Étape', value: stepLabel(fresh.status) },
              ]
            }
            onRetry={() => {
              if (!fresh) return;
              setBase(fresh.version);
              save.mutate(fresh.version);
            }}
            onTakeFresh={() => {
              if (!fresh) return;
              setBase(fresh.version);
              setForm(cardOf(fresh));
              setOriginal(cardOf(fresh));
              save.reset();
            }}
          />
        ) : (
          <ProblemAlert error={save.error} />
        )}
        <label>
          Nom du tournoi
          <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} required maxLength={160} aria-invalid={fe('name') ? true : undefined} />
          <FieldMessage id="card-name-error" message={fe('name')} />
        </label>
        <label>
          Date
          <input type="date" value={form.date} onChange={(e) => setForm({ ...form, date: e.target.value })} required />
          <FieldMessage id="card-date-error" message={fe('date')} />
        </label>
        <label>
          Lieu
          <input value={form.venue} onChange={(e) => setForm({ ...form, venue: e.target.value })} required maxLength={200} />
          <FieldMessage id="card-venue-error" message={fe('venue')} />
        </label>
        <label>
          Barème
          <select value={form.pointsProfile} onChange={(e) => setForm({ ...form, pointsProfile: e.target.value })}>
            <Options items={POINTS_SCALES} value={(s) => s.value}>
              {(s) => s.label}
            </Options>
          </select>
          {form.pointsProfile !== t.pointsProfile && <span className="hint">Changer de barème recalcule toutes les feuilles déjà saisies.</span>}
        </label>
        <ReasonAndSave reason={reason} setReason={setReason} busy={save.isPending} saveLabel="Enregistrer la fiche" onCancel={() => setEditing(false)} />
      </form>
    </section>
  );
}

