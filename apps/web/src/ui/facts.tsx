import type { ReactNode } from 'react';

/** One fact of a summary: its term and its value (with the value's class, e.g. `big`). */
export interface Fact {
  term: string;
  value: ReactNode;
  className?: string;
}

/** A summary's facts as a description list (« Date », « Lieu »…; the worklist's counters). */
export function Facts({ facts, className = 'facts' }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.term}>
          <dt>{f.term}</dt>
          <dd className={f.className}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
