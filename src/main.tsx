import './zodWithoutEval';
import '../themes/global.css';
import 'react-mosaic-component/react-mosaic-component.css';
import { createRoot } from 'react-dom/client';
import { onSessionRejected } from '../core/api/client';
import { restoreSession } from '../core/session/restore';
import { handleSessionRejected } from '../core/session/sessionRejected';
import { persistStore } from '../core/state/persistence';
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
  restoreSession();
  applyTheme(store.preferences.theme);
  persistStore();
  createRoot(document.getElementById('root')!).render(<App />);
}

void boot();
