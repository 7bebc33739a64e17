// Runs in the default environment (happy-dom): where plugin authors' component tests live.
import { describe, expect, it } from '@rstest/core';
import { HubConnectionBuilder, type IHttpConnectionOptions, LogLevel } from '@microsoft/signalr';
import { endpoints } from '../../api/endpoints';
import { hubEventSchemas } from '../../hub/events';
import { apiUrl } from './handlers/urls';
import { useDemoServer } from './useDemoServer';
import { waitFor } from './testing';
import { signInOverHttp } from './httpTestKit';

const demo = useDemoServer();

describe('createDemoServer under happy-dom', () => {
  it('serves sign-in and pushes hub events to a SignalR client', async () => {
    const token: string = (await signInOverHttp()).body.data.data.Authorization;
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

    const id = await demo().control.newConversation({ channel: 'telefone' });
    await demo().control.closeByClient(id);
    await waitFor(() => closed.length === 1, 1000, 'closeConversationByClient');
    expect(hubEventSchemas.closeConversationByClient.parse(closed[0])).toMatchObject({ conversationId: id, hasPosChat: false });
    await connection.stop();
  });
});
