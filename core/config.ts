import * as z from 'zod/mini';

declare const __TESSERA_ENV__: Record<string, string | undefined>;

/**
 * Where the backend lives. Build-time defaults come from PUBLIC_* env vars; a deployment
 * overrides them at run time in /tessera.config.js (`window.tesseraConfig = {...}`), so the
 * same build can point at any contact centre without a rebuild.
 */
export const configSchema = z.object({
  clientsApiUrl: z._default(z.string(), '/api/clients'),
  messagesApiUrl: z._default(z.string(), '/api/messages'),
  /** The `{product}` prefix of messages paths and of the hub: `/{product}-messages/...`. */
  product: z._default(z.string().check(z.minLength(1)), 'tessera'),
  /** The company slug sent with sign-in; `?slug=` on /signin overrides it. */
  slug: z._default(z.string(), 'tessera'),
  hubName: z._default(z.string(), 'user'),
  /** Google reCAPTCHA v3 site key; without one sign-in sends an empty captcha token. */
  recaptchaSiteKey: z.optional(z.string()),
  /** Where 'Sign in with SSO' posts its form; default `{clientsApiUrl}/auth/sso`. */
  ssoUrl: z.optional(z.string()),
});
export type TesseraConfig = z.infer<typeof configSchema>;

const env: Record<string, string | undefined> = typeof __TESSERA_ENV__ === 'undefined' ? {} : __TESSERA_ENV__;

function definedOnly(o: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));
}

function runtimeOverride(): Record<string, unknown> {
  if (typeof window === 'undefined') return {};
  const value = (window as { tesseraConfig?: unknown }).tesseraConfig;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

let current: TesseraConfig = configSchema.parse({ ...definedOnly(env), ...runtimeOverride() });

export function getConfig(): TesseraConfig {
  return current;
}

/** Tests and the harness set the configuration explicitly. */
export function setConfig(patch: Partial<TesseraConfig>): TesseraConfig {
  current = configSchema.parse({ ...current, ...patch });
  return current;
}
