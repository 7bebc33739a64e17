import type { CaptchaProvider } from './provider';

/** The part of Google's reCAPTCHA v3 API (`window.grecaptcha`) the workspace uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

export function recaptchaScriptUrl(siteKey: string): string {
  return `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
}

/** One script per site key for the life of the page; a failed load is forgotten so a later sign-in retries. */
const loads = new Map<string, Promise<Grecaptcha>>();

function load(siteKey: string): Promise<Grecaptcha> {
  const known = loads.get(siteKey);
  if (known) return known;
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    const src = recaptchaScriptUrl(siteKey);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error(`${src} loaded without defining grecaptcha`)));
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.catch(() => loads.delete(siteKey));
  loads.set(siteKey, loading);
  return loading;
}

/** Google reCAPTCHA v3 (invisible): loads api.js?render=<siteKey> once, then ready → execute. */
export function recaptchaProvider(siteKey: string): CaptchaProvider {
  return {
    prepare() {
      load(siteKey).catch(() => undefined); // token() reports the failure when it matters.
    },
    async token(action) {
      const grecaptcha = await load(siteKey);
      await new Promise<void>((resolve) => grecaptcha.ready(resolve));
      return grecaptcha.execute(siteKey, { action });
    },
  };
}

/** Tests: forget loaded scripts. */
export function forgetRecaptchaLoads(): void {
  loads.clear();
}
