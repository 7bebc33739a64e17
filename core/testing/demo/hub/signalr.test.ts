// @rstest-environment node
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { HubConnectionBuilder, HubConnectionState, type IHttpConnectionOptions, LogLevel } from '@microsoft/signalr';
import { endpoints } from '../../../api/endpoints';
import { setConfig } from '../../../config';
import { hubEventSchemas, hubExtensionSchemas } from '../../../hub/events';
import { apiUrl } from '../handlers/urls';
import { createDemoServer, type DemoServer } from '../node';
import { TEST_API, waitFor } from '../testing';
import { signInOverHttp } from '../httpTestKit';

let demo: DemoServer;

beforeAll(async () => {
  setConfig(TEST_API);
  demo = await createDemoServer({ pingIntervalMs: 100 });
  demo.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => demo.dispose());

async function signIn(): Promise<string> {
  return (await signInOverHttp()).body.data.data.Authorization;
}

function connect(token: string) {
  const url = `${apiUrl(endpoints.hub('tessera'))}?hubname=user&signalrId=5f1c2e7a`;
  // `WebSocket` is honoured by SignalR at run time but missing from its typings.
  const options: IHttpConnectionOptions & { WebSocket: unknown } = {
    accessTokenFactory: () => token,
    WebSocket: globalThis.WebSocket,
  };
  return new HubConnectionBuilder()
    .withUrl(url, options)
    .withAutomaticReconnect([0, 100, 200])
    .configureLogging(LogLevel.None)
    .build();
}

describe('hub emulator with the real @microsoft/signalr client', () => {
  it('delivers events, and the client reconnects after dropConnection()', async () => {
    const connection = connect(await signIn());
    const arrived: unknown[] = [];
    connection.on('newMessageQueue', (payload: unknown) => arrived.push(payload));
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    await waitFor(() => demo.hub.connections('1001') === 1, 1000, 'the handshake');

    const first = await demo.control.newConversation({ channel: 'whatsapp' });
    await waitFor(() => arrived.length === 1, 1000, 'newMessageQueue');
    expect(hubEventSchemas.newMessageQueue.parse(arrived[0]).conversation.conversationId).toBe(first);

    let reconnected = 0;
    connection.onreconnected(() => reconnected++);
    await demo.control.dropConnection();
    await waitFor(() => reconnected === 1, 2000, 'onreconnected');
    expect(connection.state).toBe(HubConnectionState.Connected);

    const second = await demo.control.newConversation();
    await waitFor(() => arrived.length === 2, 1000, 'newMessageQueue after reconnecting');
    expect(hubEventSchemas.newMessageQueue.parse(arrived[1]).conversation.conversationId).toBe(second);
    await connection.stop();
    expect(demo.hub.connections()).toBe(0);
  });

  it('pings often enough to beat the client server timeout', async () => {
    const connection = connect(await signIn());
    connection.serverTimeoutInMilliseconds = 300;
    let closed = false;
    connection.onclose(() => (closed = true));
    connection.onreconnecting(() => (closed = true));
    await connection.start();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect({ closed, state: connection.state }).toEqual({ closed: false, state: HubConnectionState.Connected });
    await connection.stop();
  });

  it('greets every connection with the company features, so a change made while it was away is caught up', async () => {
    const connection = connect(await signIn());
    const greetings: unknown[] = [];
    connection.on('featuresChanged', (payload: unknown) => greetings.push(payload));
    await connection.start();
    await waitFor(() => greetings.length === 1, 1000, 'the greeting');
    const tabOf = (payload: unknown) => hubExtensionSchemas.featuresChanged.parse(payload).features.find((f) => f.name === 'Tab');
    expect(tabOf(greetings[0])).toMatchObject({ active: true, required: true });

    // Changed while the network is down: the reconnected socket hears the new features.
    let reconnected = 0;
    connection.onreconnected(() => reconnected++);
    await demo.control.dropConnection(150);
    await demo.control.setFeature('Tab', { active: true, required: false });
    await waitFor(() => reconnected === 1, 3000, 'onreconnected');
    await waitFor(() => greetings.length === 2, 1000, 'the greeting after reconnecting');
    expect(tabOf(greetings[1])).toMatchObject({ active: true, required: false });
    await demo.control.setFeature('Tab', { active: true, required: true });
    await connection.stop();
  });

  it('refuses a hub connection without a valid token', async () => {
    const connection = connect('not-a-token');
    await expect(connection.start()).rejects.toThrow();
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });
});
