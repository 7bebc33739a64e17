import { useEffect, useRef, useState } from 'react';

/**
 * `on`, kept true for at least `minMs` once it turned true: a dialog that opens must stay
 * long enough to be read rather than flash when the network comes back in a blink.
 */
export function useHeld(on: boolean, minMs: number): boolean {
  const [held, setHeld] = useState(on);
  const since = useRef(0);
  useEffect(() => {
    if (on) {
      since.current = Date.now();
      setHeld(true);
      return;
    }
    const left = since.current + minMs - Date.now();
    if (left <= 0) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(false), left);
    return () => clearTimeout(timer);
  }, [on, minMs]);
  return on || held;
}
