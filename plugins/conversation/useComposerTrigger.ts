import { type ComposerTriggerContribution, type Plugin, useContributions } from '@tessera/core';
import { useMemo, useRef, useState } from 'react';

export interface ActiveTrigger {
  plugin: Plugin;
  contribution: ComposerTriggerContribution;
  query: string;
}

/**
 * Which composer trigger the text opens: the longest prefix it starts with ('//' before '/').
 * A trigger the agent dismissed stays shut until the text stops starting with its prefix.
 */
export function useComposerTrigger(text: string) {
  const triggers = useContributions('composerTriggers');
  const [dismissed, setDismissed] = useState<string | null>(null);
  const sorted = useMemo(() => [...triggers].sort((a, b) => b.contribution.prefix.length - a.contribution.prefix.length), [triggers]);
  const hit = sorted.find((t) => text.startsWith(t.contribution.prefix));
  if (dismissed && hit?.contribution.id !== dismissed) setDismissed(null);
  const active: ActiveTrigger | undefined =
    hit && hit.contribution.id !== dismissed ? { ...hit, query: text.slice(hit.contribution.prefix.length) } : undefined;

  const keyHandlers = useRef(new Set<(event: KeyboardEvent) => boolean>());
  const subscribeKeys = useMemo(
    () => (handler: (event: KeyboardEvent) => boolean) => {
      keyHandlers.current.add(handler);
      return () => keyHandlers.current.delete(handler);
    },
    [],
  );
  /** Offers a key to the open trigger; true when it took it. */
  const offerKey = (event: KeyboardEvent): boolean => {
    if (!active) return false;
    for (const handler of keyHandlers.current) if (handler(event)) return true;
    if (event.key === 'Escape') {
      setDismissed(active.contribution.id);
      return true;
    }
    // While a trigger is open, Enter belongs to it: it never sends the trigger text.
    return event.key === 'Enter';
  };

  return { active, dismiss: () => active && setDismissed(active.contribution.id), subscribeKeys, offerKey };
}
