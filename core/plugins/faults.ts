import { proxy } from 'valtio';

/**
 * Plugins made to fail on purpose. Only the demo sets these (tesseraDemo.breakPlugin), so a
 * person trying Tessera, or a browser test, can watch one plugin fail while the rest works.
 */
export const brokenPlugins = proxy<Record<string, boolean>>({});

export function setPluginBroken(pluginId: string, broken: boolean): void {
  if (broken) brokenPlugins[pluginId] = true;
  else delete brokenPlugins[pluginId];
}

/** Plugins whose `activate` is made to throw on purpose (demo: tesseraDemo.breakPluginStart). */
export const brokenStarts = proxy<Record<string, boolean>>({});

export function setPluginStartBroken(pluginId: string, broken: boolean): void {
  if (broken) brokenStarts[pluginId] = true;
  else delete brokenStarts[pluginId];
}

export class DeliberateFailure extends Error {
  constructor(pluginId: string) {
    super(`"${pluginId}" was made to fail on purpose (demo)`);
    this.name = 'DeliberateFailure';
  }
}
