import { subscribe } from 'valtio';
import { logger } from '../../logger';
import { store } from '../../state/store';
import type { PluginRuntime } from '../runtime';
import { loadRemotePlugin, type RemoteFailure } from './loadRemotePlugin';

type RemoteState = { state: 'loading' } | { state: 'installed'; pluginId: string } | ({ state: 'failed' } & RemoteFailure);

/**
 * Keeps a window's plugins from outside the build in step with the company's list
 * (store.company.remotes): each new address loaded and installed in the runtime, where it runs
 * like any other plugin (its gates, boundary, settings, on / off); an address taken off the list
 * uninstalls its plugin. A remote that cannot load, or does not keep the plugin contract, is
 * logged and skipped: the rest of the workspace works as before (the admin says why). Returns the undo.
 */
export function followCompanyRemotes(runtime: PluginRuntime): () => void {
  const remotes = new Map<string, RemoteState>();
  let stopped = false;

  const load = (url: string) => {
    remotes.set(url, { state: 'loading' });
    void loadRemotePlugin(url).then((result) => {
      // Taken off the list (or the window closed) while it loaded.
      if (stopped || remotes.get(url)?.state !== 'loading') return;
      if (!result.ok) {
        remotes.set(url, { state: 'failed', ...result });
        logger.warn(`[plugins] the remote plugin at ${url} is skipped: ${result.reason}${'detail' in result ? ` (${result.detail})` : ''}`);
        return;
      }
      try {
        runtime.install(result.plugin);
        remotes.set(url, { state: 'installed', pluginId: result.plugin.id });
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        remotes.set(url, { state: 'failed', reason: 'conflict', detail });
        logger.warn(`[plugins] the remote plugin at ${url} is skipped: ${detail}`);
      }
    });
  };

  const sync = () => {
    const wanted = new Set(store.company.remotes);
    for (const [url, remote] of remotes) {
      if (wanted.has(url)) continue;
      if (remote.state === 'installed') runtime.uninstall(remote.pluginId);
      remotes.delete(url);
    }
    // A company load is a new chance for one that failed (the admin fixed its publication).
    for (const url of wanted) if (!remotes.has(url) || remotes.get(url)!.state === 'failed') load(url);
  };

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
    for (const remote of remotes.values()) if (remote.state === 'installed') runtime.uninstall(remote.pluginId);
  };
}
