import type { ReactNode } from 'react';
import { type Column, ColumnHeads } from './column-heads';

/**
 * A list's table: its caption for screen readers, its column heads, a row a item; with `empty`, what is said
 * instead when there is no row. `wrap` lets it scroll sideways on a narrow screen; `frame` makes it a named
 * region that can be focused to scroll with the arrow keys.
 */
export function Table<T>({
  rows,
  caption,
  columns,
  empty,
  className,
  wrap,
  frame,
  children,
}: {
  rows: readonly T[];
  caption: ReactNode;
  columns: (Column | false | null | undefined)[];
  empty?: ReactNode;
  className?: string;
  wrap?: boolean;
  frame?: string;
  children: (row: T, index: number) => ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const table = (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <ColumnHeads columns={columns} />
      <tbody>{rows.map(children)}</tbody>
    </table>
  );
  if (frame)
    return (
      <div className="frame" role="region" aria-label={frame} tabIndex={0}>
        {table}
      </div>
    );
  return wrap ? <div className="table-wrap">{table}</div> : table;
}

/** A row's one action in its last cell (« Retirer » a player, a word's decision…), named for screen readers. */
export function RowAction({ label, name, danger, disabled, onClick }: { label: string; name: string; danger?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <td className="actions">
      <button type="button" className={danger ? 'danger' : 'secondary'} onClick={onClick} disabled={disabled} aria-label={name}>
        {label}
      </button>
    </td>
  );
}
