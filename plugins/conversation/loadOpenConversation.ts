/**
 * The code of an open conversation (thread, composer, header): loaded when the agent is about to
 * open one (the list asks through the view service), not with the workspace's first screen.
 */
export const loadOpenConversation = () => import('./OpenConversation');
