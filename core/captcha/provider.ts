import { getConfig } from '../config';
import { logger } from '../logger';
import { noCaptcha } from './noCaptcha';
import { recaptchaProvider } from './recaptcha';

/**
 * Where the invisible captcha token of the sign-in call comes from (spec 000 §2: "the sign-in
 * call carries an invisible captcha token"). The workspace only asks for a token; which service
 * answers is configuration: Google reCAPTCHA v3 with a site key, the demo's own in demo mode.
 */
export interface CaptchaProvider {
  /** A fresh token for `action` (tokens expire: ask right before the call that carries it). */
  token(action: string): Promise<string>;
  /** Optional warm-up (load scripts) so the token comes quickly when it is asked for. */
  prepare?(): void;
}

/** A provider that has not answered by then is given up on: sign-in must never hang on it. */
export const CAPTCHA_TIMEOUT_MS = 10_000;

let installed: CaptchaProvider | undefined;
let fromConfig: { siteKey: string; provider: CaptchaProvider } | undefined;

/** Installs a provider (the demo boot, tests); undefined goes back to the configured one. */
export function setCaptchaProvider(provider: CaptchaProvider | undefined): void {
  installed = provider;
}

/** The installed provider, else reCAPTCHA when a site key is configured, else none. */
export function captchaProvider(): CaptchaProvider {
  if (installed) return installed;
  const siteKey = getConfig().recaptchaSiteKey;
  if (!siteKey) return noCaptcha;
  if (fromConfig?.siteKey !== siteKey) fromConfig = { siteKey, provider: recaptchaProvider(siteKey) };
  return fromConfig.provider;
}

/** Starts loading the provider (the sign-in page calls this as it opens). */
export function prepareCaptcha(): void {
  try {
    captchaProvider().prepare?.();
  } catch (error) {
    logger.warn('[captcha] could not prepare the captcha provider', error);
  }
}

/**
 * A token for `action`, or '' when the provider fails or takes longer than `timeoutMs`: the
 * call then goes out without one and the server judges it (and says so if it refuses).
 */
export async function captchaToken(action: string, timeoutMs: number = CAPTCHA_TIMEOUT_MS): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no token after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([captchaProvider().token(action), timeout]);
  } catch (error) {
    logger.warn(`[captcha] no token for "${action}"; sending the request without one`, error);
    return '';
  } finally {
    clearTimeout(timer);
  }
}
