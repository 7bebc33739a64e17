import * as z from 'zod/mini';
import { setAuthorization } from '../api/authorization';
import { call } from './apiCall';
import { endpoints } from '../api/endpoints';
import { bus } from '../bus';
import { captchaToken } from '../captcha/provider';
import { getConfig } from '../config';
import { type LoginAnswer, loginAnswerSchema, type SignedIn } from '../schemas';
import { store, type Role, type Session } from '../state/store';
import { writeRememberedEmail } from '../state/persistence';
import { recordUserEvent } from './userEvents';

/** POST /login and POST /auth/token answer alike (spec 000 §7). */
export const loginEnvelope = z.object({ data: z.object({ data: loginAnswerSchema }) });

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
  slug?: string | undefined;
  captchaToken?: string | undefined;
}

export type SignInResult = { kind: 'signedIn'; session: Session } | { kind: 'passwordChangeRequired'; token: string };

function roleOf(answer: SignedIn): Role {
  const names = answer.roles.map((r) => (typeof r === 'string' ? r : r.name).toLowerCase());
  return names.some((n) => n.includes('manager') || n.includes('supervisor') || n.includes('gestor')) ? 'manager' : 'agent';
}

export function sessionFrom(answer: SignedIn): Session {
  return {
    authorization: answer.Authorization,
    authorizationRA: answer.AuthorizationRA,
    user: answer.user,
    role: roleOf(answer),
    availabilities: answer.availabilities,
    features: answer.features,
    company: answer.company ? { id: answer.company.id, name: answer.company.name, slug: answer.company.slug } : undefined,
    permissionsExtra: { ...answer.user.permissions_extra, ...answer.permissions_extra },
    profiles: answer.profiles,
    roles: answer.roles.map((r) => (typeof r === 'string' ? r : r.name)),
  };
}

/** Starts the session a login answer carries: store, Authorization header, remembered e-mail. */
export function startSession(answer: SignedIn, rememberEmail?: string): Session {
  const session = sessionFrom(answer);
  store.session = session;
  setAuthorization(session.authorization);
  bus.emit('session:started', { userId: session.user.id });
  void recordUserEvent('login');
  if (rememberEmail !== undefined) writeRememberedEmail(rememberEmail || undefined);
  return session;
}

/** POST /login (spec 000 §7). Throws ApiError with the server's key/value list on failure. */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  const body = {
    email: input.email,
    password: input.password,
    slug: input.slug ?? getConfig().slug,
    // Asked for right before the call: reCAPTCHA tokens expire after two minutes.
    recaptcha_token: input.captchaToken ?? (await captchaToken('login')),
  };
  const answer: LoginAnswer = (await call('post', endpoints.login(), loginEnvelope, { body })).data.data;
  if ('token' in answer) return { kind: 'passwordChangeRequired', token: answer.token };
  const session = startSession(answer, input.rememberMe ? input.email : '');
  return { kind: 'signedIn', session };
}
