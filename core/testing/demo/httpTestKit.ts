import { endpoints } from '../../api/endpoints';
import { demoCaptcha } from './captcha';
import { apiUrl } from './handlers/urls';
import { DEMO_PASSWORD } from './model/accounts';

/** What a test reads of an answer: the status and the parsed JSON body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every shape
export type JsonAnswer = { status: number; body: any };

/** A JSON request to the demo over fetch, as the app sends it; `bearer` adds the Authorization header. */
export async function requestJson(method: string, target: string, body?: unknown, bearer?: string | null): Promise<JsonAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await fetch(target, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, body: await response.json() };
}

/** POST /login the way the sign-in page does it, the demo captcha's token included. */
export async function signInOverHttp(email = 'agente@tessera.demo', password = DEMO_PASSWORD): Promise<JsonAnswer> {
  const body = { email, password, slug: 'tessera', recaptcha_token: await demoCaptcha.token('login') };
  return requestJson('POST', apiUrl(endpoints.login()), body, null);
}
