// Runs in the default environment (happy-dom): where plugin authors' component tests live.
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { HubConnectionBuilder, type IHttpConnectionOptions, LogLevel } from '@microsoft/signalr';
import { endpoints } from '../../api/endpoints';
import { setConfig } from '../../config';
import { hubEventSchemas } from '../../hub/events';
import { demoCaptcha } from './captcha';
import { apiUrl } from './handlers/urls';
import { DEMO_PASSWORD } from './model/accounts';
import { createDemoServer, type DemoServer } from './node';
import { TEST_API, waitFor } from './testing';

let demo: DemoServer;

beforeAll(async () => {
  setConfig(TEST_API);
  demo = await createDemoServer();
  demo.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => demo.dispose());

describe('createDemoServer under happy-dom', () => {
  it('serves sign-in and pushes hub events to a SignalR client', async () => {
    const response = await fetch(apiUrl(endpoints.login()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'agente@tessera.demo', password: DEMO_PASSWORD, slug: 'tessera', recaptcha_token: await demoCaptcha.token('login') }),
    });
    const token = ((await response.json()) as { data: { data: { Authorization: string } } }).data.data.Authorization;
    const options: IHttpConnectionOptions & { WebSocket: unknown } = {
      accessTokenFactory: () => token,
      WebSocket: globalThis.WebSocket,
    };
    const connection = new HubConnectionBuilder()
      .withUrl(apiUrl(endpoints.hub('tessera')), options)
      .configureLogging(LogLevel.None)
      .build();
    const closed: unknown[] = [];
    connection.on('closeConversationByClient', (payload: unknown) => void closed.push(payload));
    await connection.start();

    const id = await demo.control.newConversation({ channel: 'telefone' });
    await demo.control.closeByClient(id);
    await waitFor(() => closed.length === 1, 1000, 'closeConversationByClient');
    expect(hubEventSchemas.closeConversationByClient.parse(closed[0])).toMatchObject({ conversationId: id, hasPosChat: false });
    await connection.stop();
  });
});
