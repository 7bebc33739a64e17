import { snapshot, subscribe } from 'valtio';
import { z } from 'zod';
import { logger } from '../logger';
import { type Persisted, persistedJson } from './persistedJson';
import { defaultPreferences, initialState, store, type TesseraState, type ThemeName } from './store';
import { withMessagesAsValues } from './threads';

/** The storage keys of spec 000 §3. */
export const storageKeys = { state: 'state', rememberMe: 'rememberMe', theme: 'appTheme', volume: 'volume' } as const;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const themeSchema = z.enum(['normal', 'dark']);
const volumeSchema = z.coerce.number().int().min(0).max(100);

export function readTheme(): ThemeName {
  const parsed = themeSchema.safeParse(storage()?.getItem(storageKeys.theme));
  return parsed.success ? parsed.data : defaultPreferences.theme;
}

export function readVolume(): number {
  const raw = storage()?.getItem(storageKeys.volume);
  const parsed = volumeSchema.safeParse(raw ?? undefined);
  return parsed.success ? parsed.data : defaultPreferences.volume;
}

export function readRememberedEmail(): string | undefined {
  return storage()?.getItem(storageKeys.rememberMe) ?? undefined;
}

export function writeRememberedEmail(email: string | undefined): void {
  if (email) storage()?.setItem(storageKeys.rememberMe, email);
  else storage()?.removeItem(storageKeys.rememberMe);
}

/**
 * Reads what the last session left. A corrupt or foreign 'state' is dropped with a
 * diagnostic rather than crashing the workspace.
 */
export function loadPersistedState(): TesseraState {
  const base = initialState();
  const raw = storage()?.getItem(storageKeys.state);
  let restored: Partial<Persisted> = {};
  if (raw) {
    try {
      restored = JSON.parse(raw) as Partial<Persisted>;
    } catch (error) {
      logger.warn('[state] stored state is not JSON; starting clean', error);
    }
  }
  const preferences = { ...base.preferences, ...restored.preferences, theme: readTheme(), volume: readVolume() };
  const threads = withMessagesAsValues(restored.threads ?? base.threads);
  return { ...base, ...restored, threads, preferences, connection: base.connection, list: base.list };
}

/** How long a due save may wait for the page to be idle. */
const IDLE_WAIT_MS = 250;

/** Runs `run` when the page is idle (within IDLE_WAIT_MS); at once where browsers cannot say. */
function whenIdle(run: () => void): (() => void) | undefined {
  if (typeof requestIdleCallback !== 'function') {
    run();
    return undefined;
  }
  const id = requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
  return () => cancelIdleCallback(id);
}

/**
 * Saves the store whenever it changes: `delayMs` after the first change, then in the page's idle
 * time (waiting IDLE_WAIT_MS at most), so a save does not sit between a hub event and its render
 * or delay a key the agent types, and a burst of changes is one save. Only the parts that changed
 * are written again (see persistedJson.ts). The returned unsubscribe saves what is pending.
 */
export function persistStore(delayMs = 250): () => void {
  let planned = false;
  let cancel: (() => void) | undefined;
  const save = () => {
    planned = false;
    cancel = undefined;
    const target = storage();
    // A forced logout or an ended session removed the stored state; what is still on screen must not write it back.
    if (!target || store.connection.logoutByManager || store.connection.endedBySystem) return;
    try {
      target.setItem(storageKeys.state, persistedJson(snapshot(store) as TesseraState));
      target.setItem(storageKeys.theme, store.preferences.theme);
      target.setItem(storageKeys.volume, String(store.preferences.volume));
    } catch (error) {
      logger.warn('[state] could not save the state', error);
    }
  };
  const plan = () => {
    if (planned) return;
    planned = true;
    const timer = setTimeout(() => {
      cancel = whenIdle(save);
    }, delayMs);
    cancel = () => clearTimeout(timer);
  };
  // Notified in sync, so a change is never missed by an unsubscribe that follows it at once.
  const unsubscribe = subscribe(store, plan, true);
  return () => {
    unsubscribe();
    if (!planned) return;
    cancel?.();
    save();
  };
}

/** A logout clears all state (spec 000 §3); theme, volume and the remembered e-mail stay. */
export function clearPersistedState(): void {
  storage()?.removeItem(storageKeys.state);
}
