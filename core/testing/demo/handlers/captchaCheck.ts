import { isDemoCaptchaToken } from '../captcha';
import { DemoError } from '../model/types';

/**
 * The demo's POST /login judges the invisible captcha as a real backend would: no token, or one
 * the demo provider did not mint for 'login', is refused (400, a non-field key: an error toast).
 */
export function requireCaptcha(token: unknown): void {
  if (!isDemoCaptchaToken(token, 'login')) throw new DemoError(400, 'recaptcha_token', 'Captcha verification failed');
}
