import { useNow, useService, useSnapshot } from '@tessera/core';
import { useEffect } from 'react';

/**
 * Clears the closed panel's content when its 30 minutes are up, on the shared 1 s ticker, and
 * only while the panel is closed with something to clear (no ticking otherwise).
 */
export default function RetentionWatch() {
  const { closedAt } = useSnapshot(useService('usability.memory').closure);
  return closedAt === null ? null : <ClearWhenDue />;
}

function ClearWhenDue() {
  const memory = useService('usability.memory');
  const now = useNow();
  useEffect(() => {
    memory.clearIfExpired(now);
  }, [memory, now]);
  return null;
}
