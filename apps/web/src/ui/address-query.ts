import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's filters kept in the address (a reload or a shared link shows the same list). The filters live in the
 * screen's state first and the address follows: two quick changes (a date typed « Du » then « Au ») each build on
 * the other, where router's own setter would build the second on the address of the last render and drop the first.
 * Changing a filter goes back to the first page.
 */
export function useAddressQuery(): [URLSearchParams, (key: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => new URLSearchParams(params));
  useEffect(() => {
    if (query.toString() !== params.toString()) setParams(query, { replace: true });
    // the address follows the state, never the other way round
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  const set = useCallback((key: string, value: string) => {
    setQuery((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });
  }, []);
  return [query, set];
}
