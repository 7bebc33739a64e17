import { readonlyView, type WorkspaceState } from './readonlyView';
import { store } from './store';

/**
 * The live state for plugins, read-only and without the bearer token: read it in event handlers
 * and commands; in components, use the selector hooks (useConversation...) so they re-render.
 */
export const workspaceState: WorkspaceState = readonlyView(store);
