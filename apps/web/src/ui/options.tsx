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
