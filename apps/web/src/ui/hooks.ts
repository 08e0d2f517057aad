import { useEffect, useState } from 'react';

/** A value that settles once the user stops typing (searches as you type without a call per key). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The time now (ms), read again every `everyMs` while `ticking` (a countdown, a lock's waiting time). */
export function useNow(everyMs: number, ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, ticking]);
  return now;
}
