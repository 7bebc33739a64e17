import './zodWithoutEval';
import '../themes/global.css';
import { createRoot } from 'react-dom/client';
import { onSessionRejected } from '../core/api/client';
import { restoreSession } from '../core/session/restore';
import { handleSessionRejected } from '../core/session/sessionRejected';
import { persistStore, restoreThreads } from '../core/state/persistence';
import { store } from '../core/state/store';
import { applyTheme } from '../themes';
import { App } from './App';

async function boot() {
  // The demo contact centre must answer before the first call leaves; production drops this branch.
  if (__TESSERA_DEMO__) {
    const { bootDemo } = await import(/* webpackChunkName: "demo" */ './demo/boot');
    await bootDemo();
  }
  // A 401 to the session's own token ends it at once, in every window (before anything calls).
  onSessionRejected(handleSessionRejected);
  // Whatever storage holds, the app starts: what its schema refuses is dropped, with a notice.
  restoreSession();
  applyTheme(store.preferences.theme);
  persistStore();
  // The threads are in IndexedDB: the first screen waits a moment for them, so the open
  // conversation shows its thread at once (a slow read puts them in when it answers).
  await restoreThreads();
  createRoot(document.getElementById('root')!).render(<App />);
}

void boot();
