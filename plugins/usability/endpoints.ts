/**
 * The usability's endpoint, relative to the clients API (spec 001 §7): the plugin calls it
 * (extraInfo.ts) and its demo slice serves it (demo/). Imports nothing, so the demo's worker can take it alone.
 */
/** PATCH ?id={chatId} { clientInfo, usability: { breadcrumbs, scenario, relation } }: the conversation's extra information. */
export const extraInfoEndpoint = () => ({ base: 'clients', path: '/conversation-extra-info' }) as const;
