import { isValidElement, type ReactNode } from 'react';

/** A column's heading: its text, or the text with the cells' class. */
export type Column = ReactNode | { label: ReactNode; className: string };

/** A numbers column (class `num`: right-aligned), with any other class its cells have. */
export const num = (label: ReactNode, more?: string): Column => ({ label, className: more ? `num ${more}` : 'num' });

const isHeading = (c: Column): c is { label: ReactNode; className: string } => typeof c === 'object' && c !== null && !isValidElement(c) && 'label' in c;

/** A table's head: one row of column headings; a column a screen leaves out is given as `false`. */
export function ColumnHeads({ columns }: { columns: (Column | false | null | undefined)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          c === false || c === null || c === undefined ? null : isHeading(c) ? (
            <th key={i} scope="col" className={c.className}>
              {c.label}
            </th>
          ) : (
            <th key={i} scope="col">
              {c}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
