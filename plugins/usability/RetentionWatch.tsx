import { useNow } from '@tessera/core';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { clearIfExpired, panelClosure } from './retention';

/**
 * Clears the closed panel's content when its 30 minutes are up, on the shared 1 s ticker, and
 * only while the panel is closed with something to clear (no ticking otherwise).
 */
export default function RetentionWatch() {
  const { closedAt } = useSnapshot(panelClosure);
  return closedAt === null ? null : <ClearWhenDue />;
}

function ClearWhenDue() {
  const now = useNow();
  useEffect(() => {
    clearIfExpired(now);
  }, [now]);
  return null;
}
