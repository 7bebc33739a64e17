import { getConfig, setPreference } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { conversationPlugin } from '.';
import ConversationTile from './ConversationTile';

const harness = useHarness({ connectHub: true, paused: true });

/** The agent's replies: while `down`, the network refuses them; `refusal` is the server's answer otherwise. */
function sends(state: { down: boolean; refusal?: string }) {
  harness.demo.server.use(
    http.post(`${getConfig().messagesApiUrl}/channel/response/send/:conversationId`, () => {
      if (state.down) return HttpResponse.error();
      if (state.refusal) return HttpResponse.json({ message: [{ key: 'text', value: state.refusal }] }, { status: 422 });
      return undefined;
    }),
  );
}

async function openConversation() {
  const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
  await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the new conversation' });
  harness.render(<ConversationTile />, [conversationPlugin]);
  harness.open(id);
  const name = store.conversations[id]!.consumer.name;
  const log = await screen.findByRole('log', { name: `Mensagens com ${name}` });
  const send = (text: string) => {
    const composer = screen.getByLabelText(`Mensagem para ${name}`);
    fireEvent.change(composer, { target: { value: text } });
    fireEvent.keyDown(composer, { key: 'Enter', ctrlKey: true });
  };
  return { log, send };
}

const bubbleOf = async (log: HTMLElement, text: string) => (await within(log).findByText(text)).closest('li')!;

describe('what a reply shows on its way', () => {
  test('while the network is down the reply waits for the connection instead of showing not sent', async () => {
    const network = { down: true };
    sends(network);
    const { log, send } = await openConversation();
    send('Vou verificar e já retorno.');
    const bubble = await bubbleOf(log, 'Vou verificar e já retorno.');
    await waitUntil(() => /Aguardando conexão…/.test(bubble.textContent ?? ''), { timeout: 3_000, what: 'waiting for connection' });
    expect(bubble.textContent).not.toMatch(/Não enviada/);
    expect(within(bubble).queryByRole('button', { name: /^Reenviar/ })).toBeNull();

    act(() => setPreference('language', 'en'));
    await waitUntil(() => /Waiting for connection…/.test(bubble.textContent ?? ''), { timeout: 1_000, what: 'the English label' });
  });

  test('a reply the server refuses shows not sent at once, with the server’s message, and the agent can resend it', async () => {
    const server = { down: false, refusal: 'Mensagem excede o limite do canal' };
    sends(server);
    const { log, send } = await openConversation();
    send('Resposta recusada pelo canal.');
    const bubble = await bubbleOf(log, 'Resposta recusada pelo canal.');
    await waitUntil(() => /Não enviada: Mensagem excede o limite do canal/.test(bubble.textContent ?? ''), { timeout: 3_000, what: 'not sent, with the reason' });

    delete (server as { refusal?: string }).refusal;
    const time = bubble.querySelector('time')!.textContent!;
    fireEvent.click(within(bubble).getByRole('button', { name: `Reenviar a mensagem das ${time}` }));
    await waitUntil(() => /Enviada|Entregue/.test(bubble.textContent ?? ''), { timeout: 3_000, what: 'sent after the resend' });
    // The button went with the failure: the focus is on the message, not lost to the page.
    expect(document.activeElement).toBe(bubble);
    expect(within(log).getAllByText('Resposta recusada pelo canal.')).toHaveLength(1);
  });
});
