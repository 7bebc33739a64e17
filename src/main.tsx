import './zodWithoutEval';
import '../themes/global.css';
import { createRoot } from 'react-dom/client';
import { onSessionRejected } from '../core/api/authorization';
import { loadMessages } from '../core/i18n/messages';
import { logger } from '../core/logger';
import { restoreSession } from '../core/session/restore';
import { handleSessionRejected } from '../core/session/sessionRejected';
import { persistStore, readStoredLanguage, restoreThreads } from '../core/state/persistence';
import { store } from '../core/state/store';
import { applyTheme } from '../themes';
import { App } from './App';
import { startLeaveGuard } from './routes/leaveGuard';

/** The messages of the agent's language (Portuguese comes with the page); without them, Portuguese. */
const messagesOf = (language: 'pt' | 'en') =>
  loadMessages(language).catch((error: unknown) => logger.warn(`[i18n] could not load the ${language} messages`, error));

async function boot() {
  // The agent's language starts loading at once (it is only a table), beside the demo's start.
  const messages = messagesOf(readStoredLanguage());
  // The demo contact centre must answer before the first call leaves; production drops this branch.
  if (__TESSERA_DEMO__) {
    const { bootDemo } = await import(/* webpackChunkName: "demo" */ './demo/boot');
    await bootDemo();
  }
  // A 401 to the session's own token ends it at once, in every window (before anything calls).
  onSessionRejected(handleSessionRejected);
  // A notice of what the stored state dropped is worded in the agent's language.
  await messages;
  // Whatever storage holds, the app starts: what its schema refuses is dropped, with a notice.
  restoreSession();
  applyTheme(store.preferences.theme);
  persistStore();
  // The threads are in IndexedDB: the first screen waits a moment for them, so the open
  // conversation shows its thread at once (a slow read puts them in when it answers).
  await Promise.all([restoreThreads(), messagesOf(store.preferences.language)]);
  // Ahead of the router's own listener: Back away from unsaved work can be held.
  startLeaveGuard();
  createRoot(document.getElementById('root')!).render(<App />);
}

void boot();
