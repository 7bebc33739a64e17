// @rstest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { endpoints } from '../../../api/endpoints';
import { setConfig } from '../../../config';
import { companyPluginsSchema } from '../../../schemas/company';
import { conversationSchema } from '../../../schemas/conversation';
import { envelope } from '../../../schemas/common';
import { MESSAGE_PAGE_SIZE, messageSchema } from '../../../schemas/message';
import { signedInSchema } from '../../../schemas/session';
import { createDemoServer, type DemoServer } from '../node';
import { TEST_API } from '../testing';
import { apiUrl } from './urls';
import { requestJson, signInOverHttp } from '../httpTestKit';

let demo: DemoServer;
let token = '';

beforeAll(async () => {
  setConfig(TEST_API);
  demo = await createDemoServer();
  demo.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => demo.dispose());
afterEach(() => demo.control.reset());

const url = (endpoint: ReturnType<(typeof endpoints)[keyof typeof endpoints]>, query = '') => `${apiUrl(endpoint)}${query}`;

const call = (method: string, target: string, body?: unknown, bearer: string | null = token) => requestJson(method, target, body, bearer);
const signIn = signInOverHttp;

const errorBody = z.object({ message: z.array(z.object({ key: z.string(), value: z.string() })).check(z.minLength(1)) });

describe('sign-in', () => {
  it('answers data.data with a session', async () => {
    const { status, body } = await signIn();
    expect(status).toBe(200);
    const session = signedInSchema.parse(body.data.data);
    expect(session.user).toMatchObject({ name: 'Ana Souza', email: 'agente@tessera.demo' });
    token = session.Authorization;
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 body', async () => {
    for (const attempt of [signIn('agente@tessera.demo', 'x'), signIn('ninguem@tessera.demo')]) {
      const { status, body } = await attempt;
      expect(status).toBe(401);
      expect(body).toEqual({ message: [{ key: 'password', value: 'Invalid Credentials' }] });
    }
  });

  it('requires a live bearer token everywhere else', async () => {
    for (const bearer of [null, 'forged']) {
      const { status, body } = await call('GET', url(endpoints.conversations('tessera')), undefined, bearer);
      expect(status).toBe(401);
      expect(body).toEqual({ message: [{ key: 'authorization', value: 'Invalid request' }] });
    }
  });
});

describe('endpoints (signed in)', () => {
  beforeAll(async () => {
    token = (await signIn()).body.data.data.Authorization;
  });

  it('serves the conversation list and one conversation as data.data', async () => {
    const list = await call('GET', url(endpoints.conversations('tessera')));
    const conversations = envelope(z.array(conversationSchema)).parse(list.body).data;
    expect(conversations).toHaveLength(6);
    const id = conversations[0]!.conversationId;
    const one = await call('GET', url(endpoints.conversations('tessera'), `?id=${id}`));
    expect(envelope(z.object({ data: conversationSchema })).parse(one.body).data.data.conversationId).toBe(id);
    const others = demo.model.listConversations('2001')[0]!.conversationId;
    const foreign = await call('GET', url(endpoints.messagePage('tessera'), `?conversationId=${others}&page=1&qtd=15`));
    expect(foreign.status).toBe(404);
    const missing = await call('GET', url(endpoints.conversations('tessera'), '?id=nope'));
    expect(missing.status).toBe(404);
    errorBody.parse(missing.body);
  });

  it('pages messages 15 at a time until the eof marker', async () => {
    const list = (await call('GET', url(endpoints.conversations('tessera')))).body.data as { conversationId: string }[];
    const longest = list.map((c) => c.conversationId).find((id) => (demo.model.state.conversations[id]?.messages.length ?? 0) > 40)!;
    const pageSchema = envelope(z.object({ messages: z.array(messageSchema) }));
    let loaded = 0;
    for (;;) {
      const page = loaded / MESSAGE_PAGE_SIZE + 1;
      const { body } = await call('GET', url(endpoints.messagePage('tessera'), `?conversationId=${longest}&page=${page}&qtd=15`));
      const messages = pageSchema.parse(body).data.messages;
      const real = messages.filter((m) => m.type !== 'eof');
      loaded += real.length;
      if (messages.some((m) => m.type === 'eof')) break;
      expect(real).toHaveLength(MESSAGE_PAGE_SIZE);
    }
    expect(loaded).toBe(demo.model.state.conversations[longest]!.messages.length);
  });

  it('sends a message once per clientId', async () => {
    const id = await demo.control.newConversation({ channel: 'webchat' });
    const send = () => call('POST', apiUrl(endpoints.sendMessage(id)), { date: new Date().toISOString(), text: 'Olá!', clientId: 'c-1' });
    const first = await send();
    const retry = await send();
    const schema = envelope(z.object({ message: messageSchema }));
    expect(schema.parse(retry.body).data.message._id).toBe(schema.parse(first.body).data.message._id);
    expect(demo.model.state.conversations[id]!.messages.filter((m) => m.clientId === 'c-1')).toHaveLength(1);
    const empty = await call('POST', apiUrl(endpoints.sendMessage(id)), { date: '', text: '  ' });
    expect(empty.status).toBe(400);
  });

  it('checks conversations, unless the failure switch is on', async () => {
    const ids = demo.model.listConversations('1001').map((c) => c.conversationId);
    const check = () => call('POST', url(endpoints.conversationsCheck()), { conversations: ids });
    expect((await check()).body).toEqual({ data: { isOk: true } });
    await demo.control.setConversationsCheckOk(false);
    expect((await check()).body).toEqual({ data: { isOk: false } });
  });

  it('serves plugins, status, ping, events and logout', async () => {
    companyPluginsSchema.parse((await call('GET', url(endpoints.companyPlugins()))).body.data);

    expect((await call('PATCH', url(endpoints.userStatus()), { availability_id: 'avl-almoco' })).body).toEqual({ data: { availability_id: 'avl-almoco' } });
    expect((await call('PATCH', url(endpoints.lastPing()))).body).toEqual({ data: { availability_id: 'avl-almoco' } });
    expect((await call('PATCH', url(endpoints.userStatus()), { availability_id: 'nope' })).status).toBe(400);
    expect((await call('POST', url(endpoints.userEvents()), { event: 'x', payload: {}, version: '1', timestamp: 1 })).body).toEqual({ data: {} });
    expect((await call('POST', url(endpoints.logout()))).body).toEqual({ data: {} });
    expect((await call('PATCH', url(endpoints.lastPing()))).status).toBe(401);
  });
});
