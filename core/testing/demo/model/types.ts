import type * as z from 'zod/mini';
import type { HubEventName, hubEventSchemas } from '../../../hub/events';

/**
 * The demo's own shapes. They are the raw JSON the fake backend sends, so each is written to be
 * assignable to the *input* of the matching core schema (checked in types.test.ts). Type aliases,
 * not interfaces: zod's loose objects need an implicit index signature.
 */

export type DemoAuthor = 'consumer' | 'agent' | 'manager' | 'bot' | 'system';
export type DemoChannel = 'whatsapp' | 'webchat' | 'telefone' | 'real_automation';
export type DemoStatus = 'active' | 'inactive' | 'closed' | 'pos-chat';

/** A file on a message, as the messages API describes it. */
export type DemoFile = { file_url: string; file_name: string; mime_type: string; thumb_url?: string };
/** An uploaded file: who uploaded it for which conversation, and its content as a data URL (small files only). */
export type DemoUpload = { conversationId: string; userId: string; file_name: string; mime_type: string; dataUrl: string };

export type DemoMessage = {
  _id: string;
  currentId: string;
  previousId: string | null;
  by: DemoAuthor;
  userId?: string;
  userName?: string;
  text: string;
  sentTime: string;
  receivedTime?: string;
  files: DemoFile[];
  favorite: boolean;
  private: boolean;
  systemMessage?: boolean;
  unread: boolean;
  status: { sent?: boolean; delivered?: boolean; read?: boolean };
  /** Only on the end-of-history marker: 'eof'. */
  type?: 'eof';
  clientId?: string;
};

export type Labelled = { label: string; message: string };

export type DemoConversation = {
  conversationId: string;
  status: DemoStatus;
  skillId: string;
  skillName: string;
  channel: DemoChannel;
  protocol: string;
  consumer: { id: string; name: string; displayName: string | null };
  users: { user_id: string; user_name: string; transferred_time: string | null }[];
  lastMessage?: { sentTime: string; by: DemoAuthor; text: string; private: boolean };
  statusTriggers: { overdue?: string; inactive?: string };
  slaLate: number;
  inactivityTime: number;
  assignedTime: string;
  start: string;
  end?: string;
  closedBy?: 'client' | 'agent' | 'system';
  pendingTab: boolean;
  conversationTab?: { tabId: string; tabName: string; date: string } | null;
  isAiSummaryEnabled: boolean;
  unreadCount: number;
  csat?: string;
  chatInfo: Record<string, unknown>;
  consumerInfo: Record<string, unknown>;
  extraInfo: Record<string, unknown>;
  transferHistory: { type: 'assignment' | 'transfer'; label: string; date: string }[];
  preChat: Labelled[];
  posChat: Labelled[];
  supportedFiles?: Record<string, { extension: string[]; maxSize: number; metric: 'KB' | 'MB' }>;
  ticket?: Record<string, unknown>;
};

export type DemoConsumer = {
  id: string;
  name: string;
  cpf: string;
  email: string;
  phone: string;
  policy: string;
  plate: string;
  vehicle: string;
  street: string;
  city: string;
  /** The name agents gave the contact (PATCH /display-name); null or absent: none. */
  displayName?: string | null;
};

export type DemoSkill = { id: string; name: string; channels: DemoChannel[]; slaLate: number };

export type DemoUser = {
  id: string;
  name: string;
  nickname: string;
  email: string;
  password: string;
  role: 'agent' | 'manager';
  /** Also administers the company: its sessions carry the role 'admin' (the /admin pages). */
  admin?: boolean;
  signalr: string;
  extra_matricula: string;
  permissions_extra: Record<string, boolean>;
  /** What signing in as this user shows off; absent for an ordinary account. */
  scenario?: DemoScenario;
  /** Sign-in answers a change token instead of a session until the password is changed. */
  passwordExpired?: boolean;
  availabilityId: string;
  availabilitySince: number;
  /** The picture the user uploaded (a data URL), sent as user.url_avatar. */
  avatarUrl?: string;
};

/** `ended`: the server has ended it; the next ping says so and the token dies. */
export type DemoSession = { userId: string; createdAt: number; ended?: boolean };

export type DemoUserEvent = { userId: string; event: string; version: string; timestamp: string; payload: unknown };

/** A token that authorises one password change: a mailed reset link or an expired sign-in's. */
export type DemoPasswordToken = { userId: string; purpose: 'reset' | 'expired'; createdAt: number };

/** What an SSO code or ticket stands for: whom, for which company, since when. */
export type DemoSsoGrant = { userId: string; createdAt: number; slug?: string };

/** Demo accounts whose sign-in plays one of the spec's access flows. */
export type DemoScenario = 'accessDenied' | 'passwordExpired';

export type DemoPlugin = { id: string; enabled: boolean; config?: Record<string, unknown> };

/** The parts of the company's settings an admin saves apart (one PUT each). */
export type CompanySettingsPart = 'plugins' | 'features' | 'layout';

/** What the simulation will do to a conversation, kept in the state so any window can do it. */
export type PendingWork = { replyAt?: number; inactiveAt?: number; endPosChatAt?: number };

export type ConversationRecord = {
  conversation: DemoConversation;
  /** Chronological. */
  messages: DemoMessage[];
  /** clientId of an agent send -> the message it created (idempotent retries). */
  clientIds: Record<string, string>;
  consumerId: string;
  topicId: string;
  pending: PendingWork;
  /** Transfer reasons, oldest first (spec 001 §3 Conversation comment; GET conversations/{chatId}/comments). */
  comments?: DemoComment[];
};

export type DemoComment = { id: string; created_at: string; skill_name_from: string; skill_name_to: string; content: string };

export type DemoState = {
  schema: 1;
  seed: number;
  /** mulberry32 state: the PRNG survives persistence, so a reload continues the same sequence. */
  rng: number;
  /** Prefix of generated ids (creation time in seconds, hex) and the running counter. */
  idEpoch: string;
  idCounter: number;
  slug: string;
  origin: string;
  users: DemoUser[];
  /** token -> session; kept across reset() so a signed-in app stays signed in. */
  sessions: Record<string, DemoSession>;
  /** token -> user id of sessions the server killed (forced logout, ended); see sessionOps.revoke. */
  revokedSessions?: Record<string, string>;
  /** token -> why it was killed, when a 401 says so ('logoutByManager'). */
  revokedReasons?: Record<string, string>;
  /** token -> password token, oldest first (see passwordOps.ts). */
  passwordTokens?: Record<string, DemoPasswordToken>;
  /** One-time SSO authorization codes and portal tickets the demo IdP minted (ssoOps.ts). */
  sso?: { codes: Record<string, DemoSsoGrant>; tickets: Record<string, DemoSsoGrant> };
  /** The newest POST /user/events the app sent, oldest first (kept short). */
  userEvents?: DemoUserEvent[];
  skills: DemoSkill[];
  consumers: DemoConsumer[];
  /** Insertion order is arrival order. */
  conversations: Record<string, ConversationRecord>;
  plugins: DemoPlugin[];
  /** The company's plugins from outside the build: their manifests' addresses (GET/PUT /company/plugins `remotes`). */
  remotes?: { url: string }[];
  /** How many times each part of the company's settings changed: a PUT naming an older revision is refused (409). */
  revisions?: Partial<Record<CompanySettingsPart, number>>;
  /** `availabilityFails`: PATCH /user/status answers 500 (the revert flow). */
  switches: { conversationsCheckOk: boolean; availabilityFails?: boolean };
  simulation: { paused: boolean; nextArrivalAt?: number };
  /** `failNext`: how many more conversation checks answer isOk false (checkOps.ts). */
  checks?: { failNext?: number };
  /** Files agents uploaded for their replies (POST /channel/upload/file), by file id, until sent. */
  uploads?: Record<string, DemoUpload>;
  /** The company's features as a control changed them (features.ts); absent: as seeded (company.ts). */
  features?: import('./features').DemoFeature[];
  /** The company's default layout (GET /company/layout): agents start from it and reset to it; absent: none. */
  companyLayout?: DemoCompanyLayout | null;
  /** The company's settings changes an admin saved (PUT /company/plugins, /company/features), oldest first. */
  changes?: import('./adminOps').DemoChange[];
  /** Each feature's own part, by plugin id (see slices.ts): seeded the first time it is read. */
  slices?: Record<string, unknown>;
};


/** The raw JSON of one hub event, as the schema's input. */
export type HubPayload<K extends HubEventName> = z.input<(typeof hubEventSchemas)[K]>;

/** "Push this hub event to that user." */
export type DemoHubEvent =
  | { [K in HubEventName]: { userId: string; event: K; payload: HubPayload<K> } }[HubEventName]
  | { userId: string; event: 'companyPluginsChanged'; payload: Record<string, never> }
  | { userId: string; event: 'companyLayoutChanged'; payload: Record<string, never> }
  | { userId: string; event: 'conversationUpdated'; payload: { conversation: DemoConversation } }
  | { userId: string; event: 'featuresChanged'; payload: { features: NonNullable<DemoState['features']> } };

export type DemoEvents = { hub: DemoHubEvent };

/** A refusal the HTTP layer turns into `{ message: [{ key, value }] }` with this status. */
export class DemoError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly value: string,
  ) {
    super(`${key}: ${value}`);
  }
}

/** A company's default layout: the tree of tile ids (react-mosaic's) and the dock widget shown first. */
export type DemoCompanyLayout = { tree: unknown; dock: string | null };
