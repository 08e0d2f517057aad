import { type FormEvent, type ReactNode, useState } from 'react';
import { ProblemAlert } from '../../ui/problem-alert';
import { ConflictNotice, isConflict, ReasonAndSave } from './admin-ui';

/** A save of a versioned record: the form, the version it was typed on, the optional reason. */
export interface VersionedSave<F, R> {
  mutate(vars: { form: F; version: number; reason: string }, options: { onSuccess: (saved: R) => void; onError: (error: unknown) => void }): void;
  reset(): void;
  isPending: boolean;
  error: unknown;
}

/** An update mutation of the queries: the record's fields, the version they were typed on, the optional reason. */
interface FieldsUpdate<V, R> {
  mutate(vars: { fields: V; version: number; reason: string }, options: { onSuccess: (saved: R) => void; onError: (error: unknown) => void }): void;
  reset(): void;
  isPending: boolean;
  error: unknown;
}

/** The save of `ConflictEditForm` through an update mutation: the form's values (`valuesOf`) sent as the fields. */
export function savingFields<F, V, R>(update: FieldsUpdate<V, R>, valuesOf: (form: F) => V): VersionedSave<F, R> {
  return { ...update, mutate: ({ form, version, reason }, options) => update.mutate({ fields: valuesOf(form), version, reason }, options) };
}

/**
 * The edit form of a versioned record (a club, a player): its fields, the reason kept in the audit trail, and
 * for a 409 "changed by someone else" the values saved meanwhile with the two ways on: save one's own values
 * over the fresh version, or take the fresh values into the form.
 */
export function ConflictEditForm<R extends { version: number }, F>({
  headingId,
  title,
  record,
  formOf,
  save,
  read,
  describe,
  fields,
  onSaved,
  onCancel,
}: {
  headingId: string;
  title: ReactNode;
  record: R;
  formOf: (r: R) => F;
  save: VersionedSave<F, R>;
  read: () => Promise<R>;
  describe: (r: R) => { label: string; value: ReactNode }[];
  fields: (form: F, setForm: (f: F) => void, error: unknown) => ReactNode;
  onSaved: (saved: R) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<F>(() => formOf(record));
  const [base, setBase] = useState<R>(record);
  const [reason, setReason] = useState('');
  const [fresh, setFresh] = useState<R | null>(null);
  const send = (version: number) =>
    save.mutate(
      { form, version, reason },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (!isConflict(error)) return;
          setFresh(null);
          void read().then(setFresh);
        },
      },
    );
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          send(base.version);
        }}
      >
        {isConflict(save.error) ? (
          <ConflictNotice
            error={save.error}
            busy={save.isPending}
            fresh={fresh && describe(fresh)}
            onRetry={() => {
              if (!fresh) return;
              setBase(fresh);
              send(fresh.version);
            }}
            onTakeFresh={() => {
              if (!fresh) return;
              setBase(fresh);
              setForm(formOf(fresh));
              save.reset();
            }}
          />
        ) : (
          <ProblemAlert error={save.error} />
        )}
        {fields(form, setForm, save.error)}
        <ReasonAndSave reason={reason} setReason={setReason} busy={save.isPending} onCancel={onCancel} />
      </form>
    </section>
  );
}

/**
 * The creation form of a record (a club, a player, a season): the problem if any, its fields, the submit button;
 * once created, the form starts again from `nextForm` (by default the empty one).
 */
export function CreateForm<F, V, R>({
  headingId,
  title,
  submitLabel,
  emptyForm,
  create,
  valuesOf,
  fields,
  nextForm = () => emptyForm,
  onCreated,
}: {
  headingId: string;
  title: string;
  submitLabel: string;
  emptyForm: F;
  create: { mutate(values: V, options: { onSuccess: (created: R) => void }): void; isPending: boolean; error: unknown };
  valuesOf: (form: F) => V;
  fields: (form: F, setForm: (f: F) => void, error: unknown) => ReactNode;
  nextForm?: (form: F) => F;
  onCreated: (created: R) => void;
}) {
  const [form, setForm] = useState<F>(emptyForm);
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(valuesOf(form), {
      onSuccess: (created) => {
        setForm(nextForm(form));
        onCreated(created);
      },
    });
  }
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <form className="stack" onSubmit={submit}>
        <ProblemAlert error={create.error} />
        {fields(form, setForm, create.error)}
        <button type="submit" disabled={create.isPending}>
          {submitLabel}
        </button>
      </form>
    </section>
  );
}
