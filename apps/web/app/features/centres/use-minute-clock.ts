import { useEffect, useState } from 'react';

/**
 * The time, moving on at each minute: first the moment the page was rendered (so the browser's first render
 * matches the server's HTML), then the browser's clock once the page runs, and again at every full minute.
 * A page the cache kept for a while thus never shows an opening state that has passed.
 */
export function useMinuteClock(renderedAt: string): Date {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, 60_000 - (current.getTime() % 60_000));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
