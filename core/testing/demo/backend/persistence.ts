import type { ModelHost } from '../host';
import type { DemoModel } from '../model/DemoModel';
import { keyedRecord } from '../model/own';
import type { ConversationRecord, DemoState } from '../model/types';
import type { RecordStore } from '../../../storage/recordStore';

const META = 'meta';
const conversationKey = (id: string) => `conversation:${id}`;

/** The model as records: one per conversation (where the churn is) and one for everything else. */
export function recordsOf(model: DemoModel): Map<string, string> {
  const { conversations, ...rest } = model.state;
  const records = new Map<string, string>();
  // Conversations keep their arrival order (the insertion order of the state's object).
  records.set(META, JSON.stringify({ ...rest, rng: model.rng.state, conversationOrder: Object.keys(conversations) }));
  for (const [id, record] of Object.entries(conversations)) records.set(conversationKey(id), JSON.stringify(record));
  return records;
}

/** The state the records hold, or undefined when there is none (or it is not a state this demo reads). */
export function stateOf(records: ReadonlyMap<string, string>): DemoState | undefined {
  const meta = records.get(META);
  if (!meta) return undefined;
  const { conversationOrder, ...rest } = JSON.parse(meta) as Omit<DemoState, 'conversations'> & { conversationOrder?: string[] };
  if (rest.schema !== 1 || !Array.isArray(conversationOrder)) return undefined;
  const conversations = keyedRecord<ConversationRecord>();
  for (const id of conversationOrder) {
    const raw = records.get(conversationKey(id));
    if (raw) conversations[id] = JSON.parse(raw) as ConversationRecord;
  }
  return { ...rest, conversations } as DemoState;
}

/**
 * Saves the model in the background: a while after a change (many changes coalesce into one
 * save), only the records that changed since the last save, in one transaction. Nothing is
 * written on the request's path, so a burst of changes costs one save, not one per change.
 */
export class ModelPersister {
  private written = new Map<string, string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly host: ModelHost,
    private readonly store: RecordStore,
    private readonly delayMs = 400,
  ) {}

  /** Adopts the stored model if there is one; answers whether it did. Then saves after every change. */
  async restore(): Promise<boolean> {
    let adopted = false;
    try {
      const records = await this.store.loadAll();
      const state = stateOf(records);
      if (state) {
        this.host.model.load(state);
        this.written = records;
        adopted = true;
      }
    } catch (error) {
      console.warn('[tessera-demo] the stored demo is unreadable; starting afresh', error);
    }
    this.host.events.on('committed', () => this.schedule());
    if (!adopted) this.schedule();
    return adopted;
  }

  /** Saves now what changed (tests, and a window going away). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.saving = this.saving.then(() => this.save());
    return this.saving;
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  private async save(): Promise<void> {
    const current = recordsOf(this.host.model);
    const puts = new Map<string, string>();
    for (const [key, value] of current) if (this.written.get(key) !== value) puts.set(key, value);
    const deletes = [...this.written.keys()].filter((key) => !current.has(key));
    if (!puts.size && !deletes.length) return;
    try {
      await this.store.write(puts, deletes);
      this.written = current;
    } catch (error) {
      // The next change tries again with everything that differs from what was last saved.
      console.warn('[tessera-demo] could not save the demo', error);
    }
  }
}
