import { useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { conversationListPlugin } from '../conversation-list';
import { dockPlugin } from '../dock';
import { summaryPlugin } from '.';
import { readAutomaticPreference } from './api';
import { carriedSummary } from './carried';
import MessageSummary from './MessageSummary';
import { AUTOMATIC_SUMMARY_KEY } from './endpoints';

const harness = useHarness({ paused: true });
const plugins = [conversationListPlugin, conversationPlugin, dockPlugin, summaryPlugin];

const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

/** POST summary calls the demo received, with their bodies. */
function recordSummaryPosts() {
  const bodies: unknown[] = [];
  harness.demo.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/summary')) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function openSummary() {
  const id = await harness.newConversation({ channel: 'whatsapp', length: 20, aiSummary: true });
  harness.renderWorkspace(plugins);
  await harness.open(id);
  await press(await screen.findByRole('button', { name: 'Resumo de IA' }));
  return id;
}

describe('the automatic-summary setting (GET user/metadata)', () => {
  test('404 is the first time: on, and said so', async () => {
    expect(await readAutomaticPreference()).toEqual({ on: true, firstTime: true });
  });

  test("'true' is on, 'false' off", async () => {
    await act(async () => harness.demo.model.slice<{ metadata: Record<string, Record<string, string>> }>('summary'));
    const userId = harness.demo.model.currentUserId();
    const metadata = harness.demo.model.slice<{ metadata: Record<string, Record<string, string>> }>('summary').metadata;
    metadata[userId] = { [AUTOMATIC_SUMMARY_KEY]: 'true' };
    expect(await readAutomaticPreference()).toEqual({ on: true, firstTime: false });
    metadata[userId] = { [AUTOMATIC_SUMMARY_KEY]: 'false' };
    expect(await readAutomaticPreference()).toEqual({ on: false, firstTime: false });
  });

  test('an error counts as on', async () => {
    await harness.demo.control.setUserMetadataFailure(true);
    expect(await readAutomaticPreference()).toEqual({ on: true, firstTime: false });
  });
});

describe('the AI summary', () => {
  test('is offered only when the conversation has AI summary on and is not a ticket', async () => {
    const id = await harness.newConversation({ channel: 'webchat', aiSummary: true });
    harness.renderWorkspace(plugins);
    await harness.open(id);
    expect(await screen.findByRole('button', { name: 'Resumo de IA' })).toBeTruthy();
    await act(async () => harness.demo.control.setAiSummary(id, false));
    await act(() => harness.flushRequests());
    await waitUntil(() => screen.queryByRole('button', { name: 'Resumo de IA' }) === null, { what: 'the summary to leave the dock' });
    const ticket = await harness.newConversation({ channel: 'real_automation' });
    await act(async () => harness.demo.control.setAiSummary(ticket, true));
    await harness.open(ticket);
    expect(screen.queryByRole('button', { name: 'Resumo de IA' })).toBeNull();
  });

  test('idle, then generating, then shown with its keywords; the POST carries the newest message', async () => {
    const posts = recordSummaryPosts();
    const id = await openSummary();
    expect(await screen.findByText(/Nenhum resumo desta conversa ainda/)).toBeTruthy();
    expect(screen.getByText(/gerado por inteligência artificial/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Resumir conversa' });
    await act(async () => {
      fireEvent.click(button);
    });
    const list = await screen.findByRole('region', { name: 'Resumos da conversa' });
    const newest = harness.demo.model.state.conversations[id]!.messages.at(-1)!._id;
    expect(posts).toEqual([{ messageId: newest }]);
    expect(within(list).getByText(/^Solicitação do cliente: /)).toBeTruthy();
    expect(within(list).getByText('Gerado por Ana Souza')).toBeTruthy();
    const keywords = within(list).getByRole('list', { name: 'Palavras-chave' });
    const made = await harness.demo.control.summaries(id);
    expect(within(keywords).getAllByRole('listitem').map((k) => k.textContent)).toEqual(made[0]!.keywords);
    expect(made[0]!.keywords.length).toBeGreaterThan(0);
  });

  test("a failure says 'Erro ao resumir a conversa' for 3 s", async () => {
    await openSummary();
    await screen.findByText(/Nenhum resumo desta conversa ainda/);
    await act(async () => harness.demo.control.summaryFailure(true));
    await press(screen.getByRole('button', { name: 'Resumir conversa' }));
    const notices = await screen.findByRole('region', { name: 'Avisos' });
    expect(await within(notices).findByText('Erro ao resumir a conversa')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Resumos da conversa' })).toBeNull();
  });

  test('the setting is saved as a string, and a conversation that closes is summarized on its own while it is on', async () => {
    const posts = recordSummaryPosts();
    const id = await openSummary();
    const toggle = await screen.findByRole('switch', { name: 'Gerar resumo automaticamente' });
    expect(screen.getByText(/Primeira vez aqui/)).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(true);

    await act(async () => harness.demo.control.closeByClient(id));
    await act(() => harness.flushRequests());
    await waitUntil(() => posts.length === 1, { what: 'the automatic summary' });
    expect(posts[0]).toMatchObject({ automatic: true });
    const list = await screen.findByRole('region', { name: 'Resumos da conversa' });
    expect(await within(list).findByText('Gerado automaticamente')).toBeTruthy();

    await press(toggle);
    await waitUntil(() => !(toggle as HTMLInputElement).checked, { what: 'the switch off' });
    await act(() => harness.flushRequests());
    expect(await harness.demo.control.userMetadata(AUTOMATIC_SUMMARY_KEY)).toBe('false');
    expect(screen.getByText('Os resumos são gerados só quando você pedir.')).toBeTruthy();

    const other = await harness.newConversation({ channel: 'whatsapp', aiSummary: true });
    await act(async () => harness.demo.control.closeByClient(other));
    await act(() => harness.flushRequests());
    await harness.flushRequests();
    expect(posts).toHaveLength(1);
  });
});

describe('the automatic summary on a transfer', () => {
  test('a conversation that leaves the agent (transferred) while it had AI summary on is summarized on its own', async () => {
    const posts = recordSummaryPosts();
    const id = await openSummary();
    await screen.findByRole('switch', { name: 'Gerar resumo automaticamente' });
    const newest = harness.demo.model.state.conversations[id]!.messages.at(-1)!._id;
    await act(async () => harness.demo.control.transferBySystem(id));
    await act(() => harness.flushRequests());
    await waitUntil(() => posts.length === 1, { what: 'the automatic summary of the transferred conversation' });
    expect(posts[0]).toEqual({ messageId: newest, automatic: true });
    await waitUntil(() => harness.demo.model.slice<{ summaries: Record<string, unknown[]> }>('summary').summaries[id]?.length === 1, { what: 'the summary kept' });
  });
});

describe('a summary carried by a message', () => {
  test('is read with its keywords, unless disabled', () => {
    expect(carriedSummary({ summary: 'Cliente pediu reembolso.', summaryKeywords: ['reembolso'] })).toEqual({ summary: 'Cliente pediu reembolso.', keywords: ['reembolso'] });
    expect(carriedSummary({ summary: 'x', summaryKeywords: ['y'], summaryDisabled: true })).toBeUndefined();
    expect(carriedSummary({ text: 'plain' })).toBeUndefined();
    expect(carriedSummary({ summary: 42, summaryKeywords: 'nope' })).toBeUndefined();
  });

  test('shows as a Summary control on that message, with its text and keyword chips; nothing on others', async () => {
    const message = { _id: 'm1', by: 'system', text: '', sentTime: '2026-11-24T10:00:00Z', files: [], favorite: false, private: false, unread: false, status: {} };
    const { runtime, container } = harness.render(
      <>
        <MessageSummary conversationId="c1" message={{ ...message, summary: 'Cliente pediu a segunda via do boleto.', summaryKeywords: ['boleto', '<b>via</b>'] } as never} />
        <div data-testid="plain">
          <MessageSummary conversationId="c1" message={message as never} />
        </div>
      </>,
      [summaryPlugin],
    );
    await act(() => runtime.use('summary'));
    await press(await screen.findByRole('button', { name: 'Resumo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resumo da conversa' });
    expect(within(dialog).getByText('Cliente pediu a segunda via do boleto.')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem').map((k) => k.textContent)).toEqual(['boleto', '<b>via</b>']);
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(container.querySelector('[data-testid="plain"]')!).queryByRole('button')).toBeNull();
  });
});
