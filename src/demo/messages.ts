import en from './locales/en.json';
import pt from './locales/pt.json';

/** The demo's own messages (panel, sign-in accounts, mailbox, identity provider): never in production. */
export const demoMessages = { pt, en };
