import { definePlugin } from '@tessera/core';
import './contract';
import pt from './locales/pt.json';
import { chooseLanguage, darkTheme, soundsOn, toggleSounds, toggleTheme } from './toggles';

/**
 * The avatar menu's display preferences (spec 000 §2): Sounds (volume 0 or 100), Dark theme and
 * Language, the same preferences the top bar's menus change.
 */
export const preferencesPlugin = definePlugin({
  id: 'preferences',
  title: { id: 'preferences.title' },
  description: { id: 'preferences.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    userMenuItems: [
      // Orders before 'Send with Enter' (10): the spec lists Sounds, Theme, Send with Enter.
      { id: 'preferences.sounds', label: { id: 'preferences.sounds' }, icon: 'volume', order: 6, command: 'preferences.toggleSounds', isChecked: soundsOn },
      { id: 'preferences.darkTheme', label: { id: 'preferences.darkTheme' }, icon: 'moon', order: 8, command: 'preferences.toggleTheme', isChecked: darkTheme },
      {
        id: 'preferences.language',
        label: { id: 'preferences.language' },
        icon: 'globe',
        order: 20,
        command: 'preferences.chooseLanguage',
        choices: {
          options: [
            { id: 'en', label: { id: 'preferences.language.en' } },
            { id: 'pt', label: { id: 'preferences.language.pt' } },
          ],
          selected: (state) => state.preferences.language,
        },
      },
    ],
    commands: [
      { id: 'preferences.toggleSounds', run: (ctx) => toggleSounds(ctx.state) },
      { id: 'preferences.toggleTheme', run: (ctx) => toggleTheme(ctx.state) },
      { id: 'preferences.chooseLanguage', run: (_ctx, language) => chooseLanguage(language) },
    ],
  },
});
