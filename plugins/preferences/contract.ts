/** The preferences plugin's public contract: what other plugins and the shell may call, typed. */
declare module '@tessera/core' {
  interface Commands {
    'preferences.toggleSounds': void;
    'preferences.toggleTheme': void;
    /** A language id ('pt', 'en'); anything else is ignored. */
    'preferences.chooseLanguage': string;
  }
}

export {};
