/**
 * The tabulation's endpoints, relative to the messages API (spec 001 §7): the plugin calls them
 * (api.ts) and its demo slice serves them (demo/). Imports nothing, so the demo's worker can take
 * them alone. `product` is the configured product prefix.
 */
const messages = (path: string) => ({ base: 'messages', path }) as const;
const chat = (chatId: string) => encodeURIComponent(chatId);

/** GET: the tabulation tree offered for the conversation (data.form.tabs). PUT { tab_id }: registers one. DELETE { tab_id }: removes one. */
export const tabEndpoint = (product: string, chatId: string) => messages(`/${product}-messages/conversation/tab/${chat(chatId)}`);

/** GET: the tabulations registered for the conversation (date, user, skill, name). */
export const tabsEndpoint = (product: string, chatId: string) => messages(`/${product}-messages/conversation/tabs/${chat(chatId)}`);
