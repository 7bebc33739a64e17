/** The link widget's endpoint, relative to the clients API: the plugin calls it and its demo slice serves it. */
export const tokenErpEndpoint = () => ({ base: 'clients', path: '/token-erp' }) as const;
