import { subscribe } from 'valtio';
import { logger } from '../../logger';
import { store } from '../../state/store';
import type { PluginRuntime } from '../runtime';
import { loadRemotePlugin, type RemoteFailure, type RemoteLoad } from './loadRemotePlugin';

type RemoteState = { state: 'loading' } | { state: 'installed'; pluginId: string } | ({ state: 'failed'; retry: ReturnType<typeof setTimeout> } & RemoteFailure);

/** When a remote that did not load is tried again: its host may be back (30 s, 2 min, then every 10 min). */
export const REMOTE_RETRY_MS = [30_000, 120_000, 600_000] as const;

/**
 * Keeps a window's plugins from outside the build in step with the company's list
 * (store.company.remotes): each new address loaded and installed in the runtime, where it runs
 * like any other plugin (its gates, boundary, settings, on / off); an address taken off the list
 * uninstalls its plugin. A remote that cannot load, or does not keep the plugin contract, is
 * logged and skipped: the rest of the workspace works as before (the admin says why); it is tried
 * again later (REMOTE_RETRY_MS), when the browser is back online, and at the next company load.
 * Returns the undo.
 */
export function followCompanyRemotes(runtime: PluginRuntime, loadRemote: (url: string) => Promise<RemoteLoad> = loadRemotePlugin): () => void {
  const remotes = new Map<string, RemoteState>();
  /** Failed loads in a row, by address: how long until the next try. */
  const failures = new Map<string, number>();
  let stopped = false;

  const failed = (url: string, failure: RemoteFailure) => {
    const count = (failures.get(url) ?? 0) + 1;
    failures.set(url, count);
    const retry = setTimeout(() => load(url), REMOTE_RETRY_MS[Math.min(count, REMOTE_RETRY_MS.length) - 1]);
    remotes.set(url, { state: 'failed', retry, ...failure });
    logger.warn(`[plugins] the remote plugin at ${url} is skipped: ${failure.reason}${failure.status ? ` ${failure.status}` : ''}${failure.detail ? ` (${failure.detail})` : ''}`);
  };

  const load = (url: string) => {
    const before = remotes.get(url);
    if (before?.state === 'failed') clearTimeout(before.retry);
    remotes.set(url, { state: 'loading' });
    void loadRemote(url).then((result) => {
      // Taken off the list (or the window closed) while it loaded.
      if (stopped || remotes.get(url)?.state !== 'loading') return;
      if (!result.ok) return failed(url, result);
      try {
        runtime.install(result.plugin);
        remotes.set(url, { state: 'installed', pluginId: result.plugin.id });
        failures.delete(url);
      } catch (error) {
        failed(url, { reason: 'conflict', detail: error instanceof Error ? error.message : String(error) });
      }
    });
  };

  const sync = () => {
    const wanted = new Set(store.company.remotes);
    for (const [url, remote] of remotes) {
      if (wanted.has(url)) continue;
      if (remote.state === 'installed') runtime.uninstall(remote.pluginId);
      if (remote.state === 'failed') clearTimeout(remote.retry);
      remotes.delete(url);
      failures.delete(url);
    }
    // A company load is a new chance for one that failed (the admin fixed its publication).
    for (const url of wanted) if (!remotes.has(url) || remotes.get(url)!.state === 'failed') load(url);
  };
  // Back online: every one that failed is tried now rather than at its next turn.
  const onOnline = () => {
    for (const [url, remote] of remotes) if (remote.state === 'failed') load(url);
  };
  globalThis.addEventListener?.('online', onOnline);

  sync();
  let seen = store.company;
  const unsubscribe = subscribe(store, () => {
    if (store.company === seen) return;
    seen = store.company;
    sync();
  });
  return () => {
    stopped = true;
    unsubscribe();
    globalThis.removeEventListener?.('online', onOnline);
    for (const remote of remotes.values()) {
      if (remote.state === 'installed') runtime.uninstall(remote.pluginId);
      if (remote.state === 'failed') clearTimeout(remote.retry);
    }
  };
}
