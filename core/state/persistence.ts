import { subscribe } from 'valtio';
import { z } from 'zod';
import { logger } from '../logger';
import { defaultPreferences, initialState, store, type TesseraState, type ThemeName } from './store';

/** The storage keys of spec 000 §3. */
export const storageKeys = { state: 'state', rememberMe: 'rememberMe', theme: 'appTheme', volume: 'volume' } as const;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The parts of the store that outlive a reload; connection and list status are live only. */
type Persisted = Pick<TesseraState, 'session' | 'conversations' | 'threads' | 'drafts' | 'selectedConversationId' | 'preferences' | 'company'>;

function persistedPart(state: TesseraState): Persisted {
  const { session, conversations, threads, drafts, selectedConversationId, preferences, company } = state;
  return { session, conversations, threads, drafts, selectedConversationId, preferences, company };
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
  return { ...base, ...restored, preferences, connection: base.connection, list: base.list };
}

/**
 * Saves the store whenever it changes, at most every `delayMs`. Returns the unsubscribe.
 */
export function persistStore(delayMs = 250): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const target = storage();
    // A forced logout or an ended session removed the stored state; what is still on screen must not write it back.
    if (!target || store.connection.logoutByManager || store.connection.endedBySystem) return;
    try {
      target.setItem(storageKeys.state, JSON.stringify(persistedPart(store)));
      target.setItem(storageKeys.theme, store.preferences.theme);
      target.setItem(storageKeys.volume, String(store.preferences.volume));
    } catch (error) {
      logger.warn('[state] could not save the state', error);
    }
  };
  // Notified in sync, so a change is never missed by an unsubscribe that follows it at once.
  const unsubscribe = subscribe(
    store,
    () => {
      timer ??= setTimeout(save, delayMs);
    },
    true,
  );
  return () => {
    unsubscribe();
    if (timer) {
      clearTimeout(timer);
      save();
    }
  };
}

/** A logout clears all state (spec 000 §3); theme, volume and the remembered e-mail stay. */
export function clearPersistedState(): void {
  storage()?.removeItem(storageKeys.state);
}
