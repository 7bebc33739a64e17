/**
 * Phone attendance's endpoints: the plugin calls them (api.ts) and its demo slice serves them
 * (demo/). Imports nothing, so the demo's worker can take them alone.
 */
/** Skills serving a source, e.g. 'telefone' (?source= as a query parameter), on the clients API. */
export const skillsBySourceEndpoint = () => ({ base: 'clients', path: '/skillBySource' }) as const;
/** Creates a phone attendance in a skill, on the messages API. */
export const phoneReceiveEndpoint = (skillId: string) => ({ base: 'messages', path: `/channel/phone/receive/${encodeURIComponent(skillId)}` }) as const;
