import { startDemo } from '../../core/testing/demo/browser';
import { setDemoAccounts } from './accounts';

/**
 * Demo mode only (`npm start`): the embedded contact centre answers every call and the hub,
 * before the workspace makes its first request.
 */
export async function bootDemo(): Promise<void> {
  const control = await startDemo();
  setDemoAccounts(control.accounts.map(({ email, password, role }) => ({ email, password, role })));
}
