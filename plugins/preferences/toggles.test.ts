import { store } from '@tessera/core/testing';
import { beforeEach, describe, expect, test } from '@rstest/core';
import { chooseLanguage, darkTheme, soundsOn, toggleSounds, toggleTheme } from './toggles';

describe('the avatar menu’s preferences', () => {
  beforeEach(() => {
    Object.assign(store.preferences, { volume: 100, theme: 'normal', language: 'pt' });
  });

  test('Sounds: any volume counts as on; off is 0 and on again is 100 (spec 000 §9)', () => {
    store.preferences.volume = 40;
    expect(soundsOn(store)).toBe(true);
    toggleSounds(store);
    expect(store.preferences.volume).toBe(0);
    expect(soundsOn(store)).toBe(false);
    toggleSounds(store);
    expect(store.preferences.volume).toBe(100);
  });

  test('Dark theme flips between dark and normal', () => {
    toggleTheme(store);
    expect(store.preferences.theme).toBe('dark');
    expect(darkTheme(store)).toBe(true);
    toggleTheme(store);
    expect(store.preferences.theme).toBe('normal');
  });

  test('Language takes English or Portuguese and ignores anything else', () => {
    chooseLanguage('en');
    expect(store.preferences.language).toBe('en');
    chooseLanguage('fr');
    chooseLanguage(undefined);
    expect(store.preferences.language).toBe('en');
    chooseLanguage('pt');
    expect(store.preferences.language).toBe('pt');
  });
});
