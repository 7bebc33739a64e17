/**
 * The backend's REST paths, relative to their API base (spec 000 §7, spec 001 §7). The client
 * calls them through these builders and the demo contact centre serves the same builders, so
 * the two can never drift apart. `{product}` is the configured product prefix.
 */
export type ApiBase = 'clients' | 'messages';

export interface Endpoint {
  base: ApiBase;
  path: string;
}

const clients = (path: string): Endpoint => ({ base: 'clients', path });
const messages = (path: string): Endpoint => ({ base: 'messages', path });

export const endpoints = {
  login: () => clients('/login'),
  authToken: () => clients('/auth/token'),
  /** A browser form post, not an API call: the server redirects to the identity provider. */
  authSso: () => clients('/auth/sso'),
  passwordReset: () => clients('/security/user/password-reset'),
  passwordChange: () => clients('/user/password-change'),
  lastPing: () => clients('/user/lastping'),
  userStatus: () => clients('/user/status'),
  logout: () => clients('/user/logout'),
  userEvents: () => clients('/user/events'),
  /**
   * Tessera extension: the company's plugin enablement (404 on backends without it). GET for every
   * session; PUT `{ plugins }` (admins only) replaces it and the backend sends `companyPluginsChanged`.
   */
  companyPlugins: () => clients('/company/plugins'),
  /**
   * Tessera extension: GET the company's features (Tab, Insight) as sessions get them (every session;
   * read again after a reconnect); PUT `{ features }` (admins only) replaces them and the backend sends
   * `featuresChanged` to every signed-in user.
   */
  companyFeatures: () => clients('/company/features'),
  /**
   * Tessera extension: the company's default layout, `{ layout: { tree, dock } | null }` (404 on
   * backends without it). GET for every session; PUT `{ layout }` (admins only) replaces it and the
   * backend sends `companyLayoutChanged`.
   */
  companyLayout: () => clients('/company/layout'),
  /** Tessera extension, admins only: GET the company's settings changes, newest first (who, when, before, after). */
  companyChanges: () => clients('/company/changes'),

  conversations: (product: string) => messages(`/${product}-messages/conversation`),
  messagePage: (product: string) => messages(`/${product}-messages/message`),
  /** POST { status: 'inactive' }: the workspace marks the conversation inactive (the consumer went quiet). */
  changeStatus: (product: string, conversationId: string) =>
    messages(`/${product}-messages/conversation/change-status?id=${encodeURIComponent(conversationId)}`),
  conversationsCheck: () => messages('/conversations-check'),
  /** { data: { [conversationId]: consumer message count } } -> { data: { data: { isOk } } }. */
  messagesCheck: () => messages('/messages-check'),
  sendMessage: (conversationId: string) => messages(`/channel/response/send/${encodeURIComponent(conversationId)}`),
  /** POST multipart (field 'file'): a file for a reply of the conversation -> data.fileId, then sent with the reply. */
  uploadFile: (conversationId: string, timestamp: number) => messages(`/channel/upload/file/${encodeURIComponent(conversationId)}/${timestamp}/`),
  hub: (product: string) => messages(`/${product}-messages/connection/user`),
} as const;

/** The eventual URL of an endpoint for a given base URL (absolute or root-relative). */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
