import { assertNamespaced } from './registration';
import type { PluginManifest } from './types';
import type { ServiceId } from './registries';

const ID = /^[a-z][a-z0-9-]*$/;

/**
 * Declares a plugin. Checks what a typo would otherwise break at run time: the id's form,
 * ids of commands, services, contribution points and gate keys outside the plugin's namespace,
 * duplicate contribution ids, and that both languages carry the same messages. The generic
 * parameters are inferred: `requires: ['conversation.view']` types what `activate` receives.
 */
export function definePlugin<Config = unknown, Req extends ServiceId = never, Opt extends ServiceId = never, Prov extends ServiceId = never>(
  manifest: PluginManifest<Config, Req, Opt, Prov>,
): PluginManifest<Config, Req, Opt, Prov> {
  const id = manifest.id;
  if (!ID.test(id)) throw new Error(`plugin id "${id}" must be lower-case words joined by '-'`);
  for (const [kind, list] of Object.entries(manifest.contributes ?? {})) {
    const seen = new Set<string>();
    for (const item of list as { id: string }[]) {
      if (seen.has(item.id)) throw new Error(`plugin "${id}" declares ${kind} "${item.id}" twice`);
      seen.add(item.id);
    }
  }
  for (const command of (manifest.contributes?.commands ?? []) as readonly { id: string }[]) assertNamespaced(id, 'the command', command.id);
  if (manifest.provides) assertNamespaced(id, 'the service', manifest.provides);
  for (const point of manifest.contributionPoints ?? []) assertNamespaced(id, 'the contribution point', point);
  for (const key of manifest.gateKeys ?? []) assertNamespaced(id, 'the gate key', key);
  if (manifest.messages && typeof manifest.messages.pt === 'function') {
    // Loaded as it starts: its ids are checked against its files by the locale test (tests/locales.test.ts).
    if (manifest.activation !== 'firstUse') {
      throw new Error(`plugin "${id}" loads its Portuguese messages, which only a plugin that starts on first use (activation: 'firstUse') may do`);
    }
  } else if (manifest.messages) {
    const pt = manifest.messages.pt;
    const unknown = descriptorIds(manifest).filter((messageId) => !(messageId in pt));
    if (unknown.length) throw new Error(`plugin "${id}" names messages its messages lack: ${unknown.join(', ')}`);
    // An English table given here is checked now; one that loads is checked by the locale test (tests/locales.test.ts).
    const english = manifest.messages.en;
    if (typeof english !== 'function') {
      const ids = Object.keys(pt);
      const en = new Set(Object.keys(english));
      const missing = [...ids.filter((k) => !en.has(k)), ...[...en].filter((k) => !(k in pt))];
      if (missing.length) throw new Error(`plugin "${id}" lacks translations for: ${missing.join(', ')}`);
    }
  }
  return manifest;
}

/** The message ids the manifest names (titles, labels, descriptions of it and its contributions). */
export function descriptorIds(manifest: Pick<PluginManifest, 'title' | 'description'> & { contributes?: object | undefined }): string[] {
  const ids = [manifest.title.id, manifest.description.id];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    for (const [key, field] of Object.entries(value)) {
      if (['title', 'label', 'description', 'body', 'confirm', 'actionLabel'].includes(key) && field && typeof field === 'object' && typeof (field as { id?: unknown }).id === 'string') {
        ids.push((field as { id: string }).id);
      } else if (typeof field === 'object') visit(field, depth + 1);
    }
  };
  visit(manifest.contributes, 0);
  return [...new Set(ids.filter((messageId): messageId is string => typeof messageId === 'string'))];
}
