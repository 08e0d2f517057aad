/** A select's options, one an item of a list: the item's value, and its text (plain text, as an option holds). */
export function Options<T>({ items, value, children }: { items: readonly T[]; value: (item: T) => string | number; children: (item: T) => string | number }) {
  return (
    <>
      {items.map((item) => (
        <option key={value(item)} value={value(item)}>
          {children(item)}
        </option>
      ))}
    </>
  );
}

/** A select's options for codes (a status, a kind of game), each shown with its French label. */
export function CodeOptions<C extends string>({ codes, labels }: { codes: readonly C[]; labels: Readonly<Record<C, string>> }) {
  return (
    <Options items={codes} value={(c) => c}>
      {(c) => labels[c]}
    </Options>
  );
}
