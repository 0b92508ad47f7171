import { useEffect, useState } from 'react';

/**
 * Whether `ms` have passed while `running` (from mount by default): a wait with a bound, such as
 * a page that shows something else once an answer is slow to come. Stays true once it has been.
 */
export function useElapsed(ms: number, running = true): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms, running]);
  return elapsed;
}
