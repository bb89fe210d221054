import { EMAIL_RESEND_LOCK_MS } from '@beast/domain/constants/ui';
import { useEffect, useState } from 'react';

/**
 * spec §4 Email confirmation resend: after a send request the button is locked for 60 seconds, also after
 * an error, then enabled again. The API may name a longer wait (Retry-After), which is honoured.
 */
export function useResendLock() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (until === 0) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const remaining = until > now ? Math.ceil((until - now) / 1000) : 0;
  return {
    remaining,
    locked: remaining > 0,
    lock(seconds: number = EMAIL_RESEND_LOCK_MS / 1000) {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  };
}
