/**
 * The widgets' endpoints, relative to the clients API: the plugin calls them (api.ts) and
 * its demo slice serves them (demo/). Imports nothing, so the demo's worker can take them alone.
 */
export const userWidgetsEndpoint = () => ({ base: 'clients', path: '/user/widgets' }) as const;
/** POST { widgetId, conversationId }: the widget's data for a conversation. */
export const widgetDataEndpoint = () => ({ base: 'clients', path: '/widget-data' }) as const;
