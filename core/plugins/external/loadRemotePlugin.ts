import type { ModuleFederation } from '@module-federation/runtime';
import * as z from 'zod/mini';
import { installIcuParser } from '../../i18n/icuParser';
import { logger } from '../../logger';
import type { AnyPlugin } from '../types';
import { pluginOfModule } from './contract';
import { remoteAddress } from './remoteAddress';

/** How long a remote may take to answer (its manifest, then its code) before it counts as unreachable. */
export const REMOTE_LOAD_MS = 15_000;
/** A manifest bigger than this is no plugin's. */
const MANIFEST_CHARS = 1_000_000;

/** Why a remote did not load: the admin says it in words (`admin.remotes.failed.<reason>`); the log has it all. */
export type RemoteFailureReason =
  /** Not an address a workspace may load code from (not https, not this origin or this machine). */
  | 'address'
  /** The workspace's Content-Security-Policy does not allow the remote's host (PUBLIC_CSP_PLUGIN_SRC). */
  | 'blocked'
  /** Its host did not answer. */
  | 'unreachable'
  /** Its manifest answered an HTTP error (`status`). */
  | 'status'
  /** It took longer than REMOTE_LOAD_MS. */
  | 'timeout'
  /** What it answered is no Module Federation manifest. */
  | 'notManifest'
  /** The remote does not expose "./plugin". */
  | 'noPlugin'
  /** Its code did not load, or threw as it ran. */
  | 'code'
  /** The module is not a Tessera plugin (`detail`: what is wrong). */
  | 'contract'
  /** It claims an id, command, service or message an installed plugin has (`detail`). */
  | 'conflict';

/**
 * A remote that did not load: the reason, the host it was asked of, an HTTP status, and `detail`,
 * the technical text for whoever publishes it (shown apart from the admin's words, as data).
 */
export type RemoteFailure = { reason: RemoteFailureReason; origin?: string; status?: number; detail?: string };

export type RemoteLoad = { ok: true; plugin: AnyPlugin } | ({ ok: false } & RemoteFailure);

/** What Tessera reads of an mf-manifest.json: the container's name and what it exposes. */
const manifestSchema = z.looseObject({
  name: z.string().check(z.regex(/^[A-Za-z_$][\w$]{0,99}$/, 'a container name of letters, digits and _')),
  exposes: z.array(z.looseObject({ path: z.string() })),
});

let federation: Promise<ModuleFederation> | undefined;

/**
 * One Module Federation instance for the page, made the first time a remote loads (the runtime,
 * the shared modules and the full message parser come with it; a company without remotes never
 * downloads them). Remote plugins bring plain ICU messages: the built workspace's are precompiled.
 */
function federationInstance(): Promise<ModuleFederation> {
  federation ??= Promise.all([import('@module-federation/runtime'), import('./sharedWithRemotes'), import('@formatjs/icu-messageformat-parser')]).then(
    ([{ createInstance }, { sharedWithRemotes }, { parse }]) => {
      installIcuParser(parse);
      return createInstance({ name: 'tessera_workspace', remotes: [], shared: sharedWithRemotes() });
    },
    (error: unknown) => {
      federation = undefined;
      throw error;
    },
  );
  return federation;
}

class Late extends Error {}

function inTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Late()), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1_000);

async function readManifest(url: URL): Promise<{ name: string } | { failure: RemoteFailure }> {
  let text: string;
  try {
    const answer = await fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(REMOTE_LOAD_MS) });
    if (!answer.ok) return { failure: { reason: 'status', status: answer.status } };
    text = await answer.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return { failure: { reason: 'timeout' } };
    return { failure: { reason: 'unreachable', detail: message(error) } };
  }
  if (text.length > MANIFEST_CHARS) return { failure: { reason: 'notManifest', detail: 'the answer is larger than 1 MB' } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { failure: { reason: 'notManifest', detail: 'the answer is not JSON' } };
  }
  const manifest = z.safeParse(manifestSchema, json);
  if (!manifest.success) return { failure: { reason: 'notManifest', detail: manifest.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') } };
  if (!manifest.data.exposes.some((e) => e.path === './plugin')) return { failure: { reason: 'noPlugin', detail: `it exposes ${manifest.data.exposes.map((e) => e.path).join(', ') || 'nothing'}` } };
  return { name: manifest.data.name };
}

/**
 * Watches, while a remote loads, for the page's Content-Security-Policy refusing something of its
 * host: a refused fetch or script fails like a network error, and the admin needs to know which it was.
 */
function watchRefusals(origin: string): { refused: () => string | undefined; stop: () => void } {
  let refused: string | undefined;
  const listen = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin)) refused ??= event.effectiveDirective;
  };
  globalThis.document?.addEventListener('securitypolicyviolation', listen);
  return {
    // The browser reports the refusal as a task of its own, which may come after the failed load's.
    refused: () => refused,
    stop: () => globalThis.document?.removeEventListener('securitypolicyviolation', listen),
  };
}

const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Loads the plugin a Module Federation remote exposes as "./plugin", from the address of its
 * manifest (an admin's entry): its manifest read and checked, its code loaded against the
 * workspace's shared modules, its export checked against the plugin contract. Never rejects: a
 * remote that cannot load says why.
 */
export async function loadRemotePlugin(address: string, base = globalThis.location?.href ?? 'http://localhost/'): Promise<RemoteLoad> {
  const url = remoteAddress(address, base);
  if (!url) return { ok: false, reason: 'address' };
  const watch = watchRefusals(url.origin);
  try {
    const result = await loadFrom(url);
    if (result.ok) return result;
    await aTask();
    const directive = watch.refused();
    return directive ? { ok: false, reason: 'blocked', origin: url.origin, detail: directive } : result;
  } finally {
    watch.stop();
  }
}

async function loadFrom(url: URL): Promise<RemoteLoad> {
  const manifest = await readManifest(url);
  if ('failure' in manifest) return { ok: false, ...manifest.failure };
  let module: unknown;
  try {
    const instance = await federationInstance();
    instance.registerRemotes([{ name: manifest.name, entry: url.href }], { force: true });
    module = await inTime(instance.loadRemote(`${manifest.name}/plugin`), REMOTE_LOAD_MS);
  } catch (error) {
    if (error instanceof Late) return { ok: false, reason: 'timeout' };
    logger.warn(`[plugins] the remote plugin at ${url.href} did not load`, error);
    return { ok: false, reason: 'code', detail: message(error) };
  }
  const found = pluginOfModule(module);
  return found.ok ? found : { ok: false, reason: 'contract', detail: found.problems };
}
