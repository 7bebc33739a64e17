/**
 * The hub events applied while the list is being fetched again. The server's answer is the
 * list as it was when it read it; an event applied before the answer lands would be overwritten
 * by it (a conversation that arrived dropped again, a close undone), so every such event is
 * written down and applied once more on top of the fresh list. Replays are safe because every
 * reducer is idempotent: applying an event twice leaves the state as applying it once.
 */
export interface JournalEntry {
  type: string;
  payload: unknown;
  /** When this window first applied it (ms): a replay uses the same time. */
  at: number;
}

export interface Journal {
  /** Stops recording; returns what was recorded, oldest first. */
  close(): JournalEntry[];
}

const open = new Set<JournalEntry[]>();

/** Starts recording hub events (one journal per list reload in flight). */
export function openJournal(): Journal {
  const entries: JournalEntry[] = [];
  open.add(entries);
  return {
    close() {
      open.delete(entries);
      return entries;
    },
  };
}

export function recordHubEvent(entry: JournalEntry): void {
  for (const entries of open) entries.push(entry);
}
