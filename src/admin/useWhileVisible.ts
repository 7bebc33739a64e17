import { useEffect } from 'react';

/** Runs `check` (stable, and never rejecting) every `everyMs` while the page is shown, and as soon as it is shown again. */
export function useWhileVisible(check: () => unknown, everyMs: number): void {
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = setInterval(tick, everyMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [check, everyMs]);
}
