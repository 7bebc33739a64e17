import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { setConfig } from '../config';
import { setLogSink } from '../logger';
import { CAPTCHA_TIMEOUT_MS, captchaToken, setCaptchaProvider } from './provider';
import { forgetRecaptchaLoads, type Grecaptcha, recaptchaScriptUrl } from './recaptcha';

const SITE_KEY = '6Lc-site-key';
let warnings: string[];
let scripts: HTMLScriptElement[];

/** Google's api.js, faked: execute answers a token naming the key and the action once ready. */
function fakeGrecaptcha(): Grecaptcha & { calls: { siteKey: string; action: string }[] } {
  const calls: { siteKey: string; action: string }[] = [];
  return {
    calls,
    ready: (callback) => void setTimeout(callback, 0),
    execute: async (siteKey, { action }) => {
      calls.push({ siteKey, action });
      return `google-token-for-${action}`;
    },
  };
}

beforeEach(() => {
  warnings = [];
  scripts = [];
  setLogSink({ warn: (m) => warnings.push(m), error: (m) => warnings.push(m), info: () => undefined });
  // Keep the script out of the document (no network): the test decides whether it loads.
  rs.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    scripts.push(node as unknown as HTMLScriptElement);
    return node;
  });
  setCaptchaProvider(undefined);
  forgetRecaptchaLoads();
  delete window.grecaptcha;
});
afterEach(() => {
  rs.restoreAllMocks();
  rs.useRealTimers();
  setLogSink(undefined);
  setConfig({ recaptchaSiteKey: undefined });
});

describe('Google reCAPTCHA v3, chosen by the configured site key', () => {
  test('loads api.js?render=<key> once, then answers execute(key, { action }) after ready', async () => {
    setConfig({ recaptchaSiteKey: SITE_KEY });
    const google = fakeGrecaptcha();
    const first = captchaToken('login');
    const second = captchaToken('login');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(recaptchaScriptUrl(SITE_KEY));
    expect(scripts[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=6Lc-site-key');
    window.grecaptcha = google;
    scripts[0]!.onload!(new Event('load'));
    expect(await first).toBe('google-token-for-login');
    expect(await second).toBe('google-token-for-login');
    expect(google.calls).toEqual([
      { siteKey: SITE_KEY, action: 'login' },
      { siteKey: SITE_KEY, action: 'login' },
    ]);
    // Loaded once for the page: later sign-ins reuse it.
    expect(await captchaToken('login')).toBe('google-token-for-login');
    expect(scripts).toHaveLength(1);
  });

  test('a script that fails to load gives an empty token, says why, and is tried again next time', async () => {
    setConfig({ recaptchaSiteKey: SITE_KEY });
    const failed = captchaToken('login');
    scripts[0]!.onerror!(new Event('error'));
    expect(await failed).toBe('');
    expect(warnings.join('\n')).toContain('no token for "login"');

    const retry = captchaToken('login');
    expect(scripts).toHaveLength(2);
    window.grecaptcha = fakeGrecaptcha();
    scripts[1]!.onload!(new Event('load'));
    expect(await retry).toBe('google-token-for-login');
  });

  test('a provider that never answers is given up on after 10 s: the call goes out with an empty token', async () => {
    rs.useFakeTimers();
    setConfig({ recaptchaSiteKey: SITE_KEY });
    let settled: string | undefined;
    void captchaToken('login').then((token) => (settled = token));
    await rs.advanceTimersByTimeAsync(CAPTCHA_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await rs.advanceTimersByTimeAsync(1);
    expect(settled).toBe('');
    expect(CAPTCHA_TIMEOUT_MS).toBe(10_000);
  });
});

describe('other providers', () => {
  test('without a site key the token is empty and the log says why, once', async () => {
    expect(await captchaToken('login')).toBe('');
    expect(await captchaToken('login')).toBe('');
    const told = warnings.filter((w) => w.includes('no reCAPTCHA site key'));
    expect(told).toHaveLength(1);
    expect(scripts).toHaveLength(0);
  });

  test('an installed provider (the demo boot installs the demo one) wins over the configuration', async () => {
    setConfig({ recaptchaSiteKey: SITE_KEY });
    setCaptchaProvider({ token: async (action) => `installed-${action}` });
    expect(await captchaToken('login')).toBe('installed-login');
    expect(scripts).toHaveLength(0);
  });

  test('a provider that throws gives an empty token rather than blocking sign-in', async () => {
    setCaptchaProvider({ token: () => Promise.reject(new Error('blocked by an extension')) });
    expect(await captchaToken('login')).toBe('');
    expect(warnings.some((w) => w.includes('no token'))).toBe(true);
  });
});
