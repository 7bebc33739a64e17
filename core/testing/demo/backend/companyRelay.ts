import * as z from 'zod/mini';
import { HOLD_MS, RELAY_PATH } from '../companyRelay.mjs';
import type { ModelHost } from '../host';
import { companyFingerprint, type DemoCompanySnapshot, companySnapshotSchema } from '../model/companySnapshot';

/** What the demo's server answers: its version of the settings, and them (null: nobody changed them yet). */
const relayAnswerSchema = z.object({ version: z.number(), snapshot: z.nullable(z.unknown()) });
type RelayAnswer = z.infer<typeof relayAnswerSchema>;

export type CompanyRelayOptions = {
  fetch?: typeof fetch;
  /** How long to wait before asking again after the server did not answer. */
  retryMs?: number;
};

const FIRST_ANSWER_MS = 3_000;

/**
 * This browser's demo company kept in step with the one the demo's server holds for every browser
 * (core/testing/demo/companyRelay.mjs): what an admin or the demo panel changes here is sent there,
 * and what was changed in another browser is taken in here, its workspaces told as by a real
 * server. Without such a server (the demo served as plain files) the company stays this browser's own.
 */
export class CompanyRelay {
  /** The server's version this browser has seen. */
  private version = -1;
  /** The settings as last sent or taken in. */
  private known = '';
  private adopting = false;
  private scheduled = false;
  private stopped = false;
  /** Saves go one after another; a server answer that comes while one is on its way waits for it. */
  private sending: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private warned = false;

  private constructor(
    private readonly host: ModelHost,
    private readonly url: string,
    private readonly fetch: typeof globalThis.fetch,
    private readonly retryMs: number,
  ) {}

  /**
   * Takes in the server's settings, if it has some, then keeps them in step. Resolves to undefined,
   * at once, when there is no such server.
   */
  static async join(host: ModelHost, origin: string, options: CompanyRelayOptions = {}): Promise<CompanyRelay | undefined> {
    const relay = new CompanyRelay(host, new URL(RELAY_PATH, origin).href, options.fetch ?? globalThis.fetch.bind(globalThis), options.retryMs ?? 2_000);
    const first = await relay.ask(undefined, FIRST_ANSWER_MS);
    if (!first) return undefined;
    relay.take(first);
    host.events.on('committed', relay.onCommitted);
    void relay.watch();
    return relay;
  }

  stop(): void {
    this.stopped = true;
    this.host.events.off('committed', this.onCommitted);
  }

  private readonly onCommitted = () => {
    if (this.adopting || this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.sendIfChanged();
    });
  };

  private sendIfChanged(): void {
    const now = this.host.read((model) => companyFingerprint(model));
    if (now === this.known || this.stopped) return;
    this.known = now;
    const snapshot = this.host.read((model) => model.company.snapshot());
    this.inFlight++;
    this.sending = this.sending
      .then(() => this.put(snapshot))
      .finally(() => {
        this.inFlight--;
      });
  }

  private async put(snapshot: DemoCompanySnapshot): Promise<void> {
    try {
      const answer = await this.fetch(this.url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ snapshot }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) throw new Error(`it answered ${answer.status}`);
    } catch (error) {
      if (!this.warned) console.warn('[tessera-demo] the company settings could not reach the other browsers of the demo', error);
      this.warned = true;
    }
  }

  /** Asks for the settings once the server's version passes `after` (none: at once). */
  private async ask(after: number | undefined, timeoutMs: number): Promise<RelayAnswer | undefined> {
    try {
      const answer = await this.fetch(after === undefined ? this.url : `${this.url}?after=${after}`, { signal: AbortSignal.timeout(timeoutMs) });
      if (!answer.ok) return undefined;
      const parsed = relayAnswerSchema.safeParse(await answer.json());
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  private async watch(): Promise<void> {
    while (!this.stopped) {
      const answer = await this.ask(this.version, HOLD_MS + 10_000);
      if (this.stopped) return;
      if (!answer) {
        await new Promise((resolve) => setTimeout(resolve, this.retryMs));
        continue;
      }
      // A save of ours on its way: the next answer has it, or what came after it.
      if (this.inFlight > 0) {
        await this.sending;
        continue;
      }
      this.take(answer);
    }
  }

  private take(answer: RelayAnswer): void {
    this.version = answer.version;
    if (answer.snapshot === null) {
      this.known = this.host.read((model) => companyFingerprint(model));
      return;
    }
    const parsed = companySnapshotSchema.safeParse(answer.snapshot);
    if (!parsed.success) {
      console.warn('[tessera-demo] the company settings from the demo server are not readable; keeping these', z.prettifyError(parsed.error));
      return;
    }
    const next = parsed.data as DemoCompanySnapshot;
    if (companyFingerprint(next) === this.host.read((model) => companyFingerprint(model))) {
      this.known = companyFingerprint(next);
      return;
    }
    this.adopting = true;
    try {
      this.host.mutate((model) => model.company.adopt(next));
    } finally {
      this.adopting = false;
    }
    this.known = this.host.read((model) => companyFingerprint(model));
  }
}
