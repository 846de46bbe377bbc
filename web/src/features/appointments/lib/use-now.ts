import { useEffect, useState } from 'react';

/** the current time, refreshed every `everyMs` (Join and cut-off buttons follow the clock) */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
