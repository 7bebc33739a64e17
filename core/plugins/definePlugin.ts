import type { PluginManifest } from './types';

const ID = /^[a-z][a-z0-9-]*$/;

/**
 * Declares a plugin. Checks what a typo would otherwise break at run time: the id's form,
 * duplicate contribution ids, and that both languages carry the same messages.
 */
export function definePlugin<Config = unknown>(manifest: PluginManifest<Config>): PluginManifest<Config> {
  if (!ID.test(manifest.id)) throw new Error(`plugin id "${manifest.id}" must be lower-case words joined by '-'`);
  for (const [kind, list] of Object.entries(manifest.contributes ?? {})) {
    const seen = new Set<string>();
    for (const item of list as { id: string }[]) {
      if (seen.has(item.id)) throw new Error(`plugin "${manifest.id}" declares ${kind} "${item.id}" twice`);
      seen.add(item.id);
    }
  }
  if (manifest.messages) {
    const pt = Object.keys(manifest.messages.pt);
    const en = new Set(Object.keys(manifest.messages.en));
    const missing = [...pt.filter((k) => !en.has(k)), ...[...en].filter((k) => !(k in manifest.messages!.pt))];
    if (missing.length) throw new Error(`plugin "${manifest.id}" lacks translations for: ${missing.join(', ')}`);
  }
  return manifest;
}
