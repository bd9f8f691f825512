import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (for "until 14:05" states that lapse while on screen). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
