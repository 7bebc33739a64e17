import { electLeader, isFinished, type Notifier, proxy, sessionQueryClient, subscribeState, TICKET_CHANNEL, workspaceState } from '@tessera/core';
import { generateSummary, preferenceQuery, readAutomaticPreference, saveAutomaticPreference, type Summary, summariesQuery } from './api';

/** Spec 001 §8, §9: 'Error summarizing conversation' shows for 3 s. */
export const SUMMARY_ERROR_MS = 3_000;

/** The summary's service ('summary.engine'): generating, and the automatic-summary setting. */
export interface SummaryEngine {
  /** By conversation: a summary is being generated (the button's loading state). */
  readonly generating: Readonly<Record<string, boolean>>;
  /** Generates a summary of the conversation up to its newest message; resolves to it, or undefined when it failed (said with the toast). */
  summarize(conversationId: string): Promise<Summary | undefined>;
  /** Turns the automatic summary on or off (PUT user/metadata); resolves false when the server refused. */
  setAutomatic(on: boolean): Promise<boolean>;
  dispose(): void;
}

/** The newest message of the conversation the workspace holds, if its thread is loaded. */
function newestMessageId(conversationId: string): string | undefined {
  const messages = workspaceState.threads[conversationId]?.messages ?? [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.type !== 'eof' && !m._id.startsWith('local-')) return m._id;
  }
  return undefined;
}

type Watched = { open: boolean; aiSummary: boolean; lastMessageId: string | undefined };

export function createSummaryEngine(notify: Notifier): SummaryEngine {
  const generating = proxy<Record<string, boolean>>({});
  const client = sessionQueryClient();

  async function summarize(conversationId: string, messageId = newestMessageId(conversationId), automatic = false): Promise<Summary | undefined> {
    if (generating[conversationId]) return undefined;
    generating[conversationId] = true;
    try {
      const made = await generateSummary(conversationId, messageId, { automatic });
      client.setQueryData(summariesQuery(conversationId).queryKey, (before: Summary[] | undefined) => [made, ...(before ?? []).filter((s) => s.id !== made.id)]);
      return made;
    } catch {
      notify.snackbar({ tone: 'error', text: { id: 'summary.error' } }, { timeout: SUMMARY_ERROR_MS });
      return undefined;
    } finally {
      delete generating[conversationId];
    }
  }

  /**
   * Automatic summaries (spec 001 §4): with the setting on, a conversation that closes, or leaves
   * the agent's hands (a transfer), while it had AI summary on gets its summary on its own, up to
   * the newest message the workspace saw. One window does it (the leader), once per conversation.
   */
  const stopWatching = electLeader('tessera.summary.automatic', () => {
    const watched = new Map<string, Watched>();
    const done = new Set<string>();
    const look = () => {
      if (!workspaceState.session) {
        watched.clear();
        return;
      }
      const now = workspaceState.conversations;
      const due: [string, string | undefined][] = [];
      for (const [id, before] of watched) {
        const c = now[id];
        const left = !c || (before.open && isFinished(c));
        if (before.open && left && before.aiSummary && !done.has(id)) due.push([id, before.lastMessageId]);
        if (!c) watched.delete(id);
      }
      for (const [id, c] of Object.entries(now)) {
        watched.set(id, {
          open: !isFinished(c),
          aiSummary: c.isAiSummaryEnabled && c.channel !== TICKET_CHANNEL,
          lastMessageId: newestMessageId(id) ?? watched.get(id)?.lastMessageId,
        });
      }
      if (due.length === 0) return;
      void (async () => {
        const preference = await client.fetchQuery(preferenceQuery()).catch(() => ({ on: true, firstTime: false }));
        if (!preference.on) return;
        for (const [id, messageId] of due) {
          if (done.has(id)) continue;
          done.add(id);
          await summarize(id, messageId, true);
        }
      })();
    };
    look();
    return subscribeState(look);
  });

  return {
    generating,
    summarize: (conversationId) => summarize(conversationId),
    async setAutomatic(on) {
      const key = preferenceQuery().queryKey;
      const before = client.getQueryData(key);
      client.setQueryData(key, { on, firstTime: false });
      try {
        await saveAutomaticPreference(on);
        return true;
      } catch {
        client.setQueryData(key, before ?? (await readAutomaticPreference()));
        notify.snackbar({ tone: 'error', text: { id: 'summary.automatic.saveError' } }, { timeout: SUMMARY_ERROR_MS });
        return false;
      }
    },
    dispose: stopWatching,
  };
}
