import { type ReactNode, useState } from 'react';
import { ProblemAlert } from '../../ui/problem-alert';
import { ConflictNotice, isConflict, ReasonAndSave } from './admin-ui';

/** A save of a versioned record: the form, the version it was typed on, the optional reason. */
export interface VersionedSave<F, R> {
  mutate(vars: { form: F; version: number; reason: string }, options: { onSuccess: (saved: R) => void; onError: (error: unknown) => void }): void;
  reset(): void;
  isPending: boolean;
  error: unknown;
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
