import { conversationsSnapshot, proxy, subscribeState, type WorkspaceState } from '@tessera/core';
import { ActivityWatch, type Happening, type Sentence, summarize } from './activity';

/** Happenings within this long of the first are told together, as one announcement. */
export const COALESCE_MS = 1_500;
/** At most one announcement this often: a stream of events is told as a few summaries, not a flood. */
export const MIN_GAP_MS = 4_000;

/** What the live region says now; `said` counts announcements (the same words twice are two). */
export interface Announcements {
  sentences: Sentence[];
  said: number;
}

declare module '@tessera/core' {
  interface Services {
    'alerts.announcements': { live: Announcements; tick(now: number): void };
  }
}

/**
 * Collects happenings and says them in bursts: the first starts a short wait, everything that
 * happens meanwhile joins it, and the summary replaces what the live region said.
 */
export function createAnnouncer(now: () => number = Date.now) {
  const live = proxy<Announcements>({ sentences: [], said: 0 });
  let pending: Happening[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSaid = Number.NEGATIVE_INFINITY;
  const flush = () => {
    timer = undefined;
    const sentences = summarize(pending);
    pending = [];
    if (!sentences.length) return;
    live.sentences = sentences;
    live.said++;
    lastSaid = now();
  };
  return {
    live,
    add(happenings: readonly Happening[]) {
      if (!happenings.length) return;
      pending.push(...happenings);
      timer ??= setTimeout(flush, Math.max(COALESCE_MS, lastSaid + MIN_GAP_MS - now()));
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

/**
 * Watches the workspace's conversations (in every window: state replicates, so a pop-out hears
 * them too) and tells the announcer what happened. Nothing is news until the list has loaded once.
 */
export function announceActivity(state: WorkspaceState, now: () => number = Date.now) {
  const announcer = createAnnouncer(now);
  const watch = new ActivityWatch();
  const look = () => {
    if (!state.session) return;
    if (!watch.learned || state.list.status !== 'success') {
      if (state.list.status === 'success') watch.learn(conversationsSnapshot(), now());
      return;
    }
    announcer.add(watch.observe(conversationsSnapshot(), state.selectedConversationId, now()));
  };
  look();
  const stop = subscribeState(look);
  return {
    service: { live: announcer.live, tick: (at: number) => (watch.learned ? announcer.add(watch.tick(at)) : undefined) },
    dispose: () => {
      stop();
      announcer.dispose();
    },
  };
}
