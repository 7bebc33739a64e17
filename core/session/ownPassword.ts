import { store } from '../state/store';
import { changePassword } from './password';

/**
 * The signed-in agent changes their own password (the settings drawer): POST /user/password-change
 * authorised by the session, whose token plugins never see. Resolves false without a session;
 * throws ApiError as changePassword does.
 */
export async function changeOwnPassword(password: string): Promise<boolean> {
  const session = store.session;
  if (!session) return false;
  await changePassword({ password, token: session.authorization, slug: session.company?.slug });
  return true;
}
