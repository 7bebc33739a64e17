import { useEffect, useMemo, useState } from 'react';
import { loadRemotePlugin, type RemoteFailure, type RemoteLoad } from '../../core/plugins/external/loadRemotePlugin';
import { checkInstall } from '../../core/plugins/registration';
import type { AnyPlugin, Plugin } from '../../core/plugins/types';

/** A plugin from outside the build as the admin sees it: loading, loaded (its plugin) or failed (why). */
export type RemoteEntry =
  | { url: string; state: 'loading' }
  | { url: string; state: 'ready'; plugin: AnyPlugin }
  | ({ url: string; state: 'failed' } & RemoteFailure);

// One load per address for the page: the list, the add form and a retry share it.
const loads = new Map<string, Promise<RemoteLoad>>();

/** Loads (once) the plugin at `url`; `fresh` asks again (a retry after the author republished it). */
export function loadRemoteOnce(url: string, fresh = false): Promise<RemoteLoad> {
  let load = loads.get(url);
  if (!load || fresh) loads.set(url, (load = loadRemotePlugin(url)));
  return load;
}

/** What keeps `plugin` from joining `installed`, in the words of the check the workspace makes when it installs it. */
export function conflictOf(plugin: AnyPlugin, installed: readonly AnyPlugin[]): string | undefined {
  try {
    checkInstall(plugin as Plugin, installed as readonly Plugin[]);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The company's plugins from outside the build (their addresses, as the admin left them), each
 * loaded the way the workspace loads it: the admin sees every one's state, and configures the ones
 * that load like any installed plugin.
 */
export function useRemoteCatalog(urls: readonly string[], installed: readonly AnyPlugin[]) {
  const [results, setResults] = useState<ReadonlyMap<string, RemoteLoad>>(new Map());
  const [retries, setRetries] = useState(0);
  const key = urls.join('\n');
  useEffect(() => {
    let current = true;
    for (const url of urls) {
      void loadRemoteOnce(url).then((result) => current && setResults((before) => (before.get(url) === result ? before : new Map(before).set(url, result))));
    }
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for the list
  }, [key, retries]);

  const entries = useMemo((): RemoteEntry[] => {
    const accepted: AnyPlugin[] = [...installed];
    return urls.map((url): RemoteEntry => {
      const result = results.get(url);
      if (!result) return { url, state: 'loading' };
      if (!result.ok) return { url, ...result, state: 'failed' };
      const conflict = conflictOf(result.plugin, accepted);
      if (conflict) return { url, state: 'failed', reason: 'conflict', detail: conflict };
      accepted.push(result.plugin);
      return { url, state: 'ready', plugin: result.plugin };
    });
  }, [urls, results, installed]);

  const retry = (url: string) => {
    setResults((before) => {
      const next = new Map(before);
      next.delete(url);
      return next;
    });
    void loadRemoteOnce(url, true).then(() => setRetries((n) => n + 1));
  };

  return { entries, plugins: entries.flatMap((e) => (e.state === 'ready' ? [e.plugin] : [])), retry };
}
