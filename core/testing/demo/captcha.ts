import type { CaptchaProvider } from '../../captcha/provider';

/**
 * The demo's invisible captcha: the provider the demo boot installs, and the check the demo's
 * POST /login makes. A token names its action, so the check can refuse one minted for another.
 */
const PREFIX = 'demo-captcha';

export const demoCaptcha: CaptchaProvider = {
  async token(action) {
    return `${PREFIX}.${action}.${Math.random().toString(36).slice(2, 12)}`;
  },
};

/** True for a token the demo provider minted for `action`. */
export function isDemoCaptchaToken(token: unknown, action: string): boolean {
  if (typeof token !== 'string') return false;
  const [prefix, tokenAction, nonce] = token.split('.');
  return prefix === PREFIX && tokenAction === action && !!nonce;
}
