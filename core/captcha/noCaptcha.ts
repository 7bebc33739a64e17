import { logger } from '../logger';
import type { CaptchaProvider } from './provider';

let told = false;

/**
 * No captcha service configured (no `recaptchaSiteKey`): sign-in sends an empty token and a
 * backend that requires one refuses it. Says why once, so the refusal is not a mystery.
 */
export const noCaptcha: CaptchaProvider = {
  async token() {
    if (!told) {
      told = true;
      logger.warn(
        '[captcha] no reCAPTCHA site key is configured (recaptchaSiteKey in tessera.config.js or PUBLIC_RECAPTCHA_SITE_KEY); ' +
          'sign-in sends an empty recaptcha_token',
      );
    }
    return '';
  },
};
