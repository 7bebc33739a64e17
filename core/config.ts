import { z } from 'zod';

declare const __TESSERA_ENV__: Record<string, string | undefined>;

/**
 * Where the backend lives. Build-time defaults come from PUBLIC_* env vars; a deployment
 * overrides them at run time in /tessera.config.js (`window.tesseraConfig = {...}`), so the
 * same build can point at any contact centre without a rebuild.
 */
export const configSchema = z.object({
  clientsApiUrl: z.string().default('/api/clients'),
  messagesApiUrl: z.string().default('/api/messages'),
  /** The `{product}` prefix of messages paths and of the hub: `/{product}-messages/...`. */
  product: z.string().min(1).default('tessera'),
  /** The company slug sent with sign-in; `?slug=` on /signin overrides it. */
  slug: z.string().default('tessera'),
  hubName: z.string().default('user'),
  /** Google reCAPTCHA v3 site key; without one sign-in sends an empty captcha token. */
  recaptchaSiteKey: z.string().optional(),
  /** Where 'Sign in with SSO' posts its form; default `{clientsApiUrl}/auth/sso`. */
  ssoUrl: z.string().optional(),
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
