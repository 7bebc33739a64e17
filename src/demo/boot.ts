import { setCaptchaProvider } from '../../core/captcha/provider';
import { addCoreMessages } from '../../core/i18n/messages';
import { startTesseraDemo as startDemo } from './startDemo';
import { demoCaptcha } from '../../core/testing/demo/captcha';
import { setDemoAccounts } from './accounts';
import { demoMessages } from './messages';
import { setDemoMailbox } from './mailbox';

/**
 * Demo mode only (`npm start`): the embedded contact centre answers every call and the hub,
 * before the workspace makes its first request.
 */
export async function bootDemo(): Promise<void> {
  // The demo's texts (its panel, accounts, mailbox, identity provider) are in its own tables.
  addCoreMessages(demoMessages);
  const control = await startDemo();
  // The demo's POST /login accepts only tokens of the demo's own invisible captcha.
  setCaptchaProvider(demoCaptcha);
  setDemoAccounts(control.accounts.map(({ email, password, role, scenario }) => ({ email, password, role, ...(scenario ? { scenario } : {}) })));
  setDemoMailbox(() => control.lastPasswordResetLink());
}
