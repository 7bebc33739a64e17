import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'wouter';
import { guardLeaving } from '../routes/leaveGuard';

/**
 * Leaving the administration with unsaved changes asks first, whichever way the admin leaves:
 * its own links out (`leave(go)`) or the browser's Back and Forward out of /admin (routes/leaveGuard.ts).
 * A reload or a closed tab is the browser's own question (beforeunload, in AdminPage).
 */
export function useLeaveGuard(unsaved: boolean) {
  const { base } = useRouter();
  const [asking, setAsking] = useState<null | (() => void)>(null);
  const unsavedNow = useRef(unsaved);
  unsavedNow.current = unsaved;

  useEffect(
    () =>
      guardLeaving({
        holds: (pathname) => unsavedNow.current && pathname !== base && !pathname.startsWith(`${base}/`),
        ask: (leave) => setAsking(() => leave),
      }),
    [base],
  );

  /** Goes where `go` leads, once the admin agrees to lose the unsaved changes (at once when there are none). */
  const leave = useCallback((go: () => void) => (unsavedNow.current ? setAsking(() => go) : go()), []);
  const stay = useCallback(() => setAsking(null), []);
  const confirm = useCallback(() => {
    const go = asking;
    setAsking(null);
    go?.();
  }, [asking]);
  return { asking: asking !== null, leave, stay, confirm };
}
