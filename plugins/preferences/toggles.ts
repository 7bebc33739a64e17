import { type Language, setPreference, type WorkspaceState, type ThemeName } from '@tessera/core';

/** Sounds on is full volume, off is silence (spec 000 §9: the toggle sets 0 or 100). */
export const FULL_VOLUME = 100;

export const soundsOn = (state: WorkspaceState) => state.preferences.volume > 0;
export function toggleSounds(state: WorkspaceState): void {
  setPreference('volume', soundsOn(state) ? 0 : FULL_VOLUME);
}

export const darkTheme = (state: WorkspaceState) => state.preferences.theme === 'dark';
export function toggleTheme(state: WorkspaceState): void {
  setPreference('theme', (darkTheme(state) ? 'normal' : 'dark') satisfies ThemeName);
}

export const LANGUAGES: readonly Language[] = ['en', 'pt'];
export function chooseLanguage(choice: unknown): void {
  const language = LANGUAGES.find((l) => l === choice);
  if (language) setPreference('language', language);
}
