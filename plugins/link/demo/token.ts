import { type DemoModel, DemoError } from '@tessera/core/testing/demo';

/** The link widget's part of the demo contact centre: the ERP tokens it hands out, and its switch. */
export const SLICE_ID = 'link';
export type TokenFailure = 'missing' | 'serverError';
export type LinkDemoState = { issued: number; failure: TokenFailure | null };

export const seedLink = (): LinkDemoState => ({ issued: 0, failure: null });
const state = (model: DemoModel) => model.slice<LinkDemoState>(SLICE_ID);

/** GET /token-erp: a fresh token for the user, an answer without one ('missing'), or a failure. */
export function issueToken(model: DemoModel, userId: string): { token?: string } {
  const s = state(model);
  if (s.failure === 'serverError') throw new Error('token-erp failing (demo control)');
  if (s.failure === 'missing') return {};
  s.issued += 1;
  return { token: `erp-demo-${userId}-${s.issued}` };
}

export function setTokenFailure(model: DemoModel, failure: TokenFailure | null) {
  if (failure !== null && failure !== 'missing' && failure !== 'serverError') throw new DemoError(400, 'failure', `Unknown failure ${String(failure)}`);
  state(model).failure = failure;
}
