import { type Feature, logger, notify } from '@tessera/core';
import { type Harness, startHarness, store, waitUntil } from '@tessera/core/testing';
import { afterEach, beforeEach, describe, expect, type MockInstance, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { dockPlugin } from '../dock';
import { insightPlugin } from '.';

const plugins = [conversationPlugin, dockPlugin, insightPlugin];

let harness: Harness;
let writeText: MockInstance<(text: string) => Promise<void>>;
let snackbar: MockInstance<typeof notify.snackbar>;

const CPF = '123.456.789-09';
const PLATE = 'ABC1D23';
const POLICY = '12.345.678901';

/** A new chat where the consumer gives a CPF twice, a plate and a policy number. */
async function chatWithTerms() {
  const id = await harness.demo.control.newConversation({ channel: 'webchat' });
  await harness.demo.control.consumerSends(id, `Meu CPF é ${CPF} e a placa do carro é ${PLATE}.`);
  await harness.demo.control.consumerSends(id, `A apólice é a ${POLICY}.`);
  await harness.demo.control.consumerSends(id, `Repetindo o CPF: ${CPF}`);
  await waitUntil(() => store.conversations[id]?.lastMessage?.text === `Repetindo o CPF: ${CPF}`, { timeout: 10_000, what: 'the consumer messages' });
  return id;
}

/** The conversation and the Insights widget side by side, as the workspace shows them. */
async function renderWithPanel(id: string) {
  harness.renderWorkspace(plugins);
  await harness.open(id);
  const name = store.conversations[id]!.consumer.name;
  const log = await screen.findByRole('log', { name: `Mensagens com ${name}` });
  await within(log).findByText(/Repetindo o CPF/);
  return { log, panel: screen.getByRole('region', { name: 'Painel lateral' }) };
}

function withInsight(change: (insight: Feature) => Feature) {
  store.session!.features = store.session!.features.map((f) => (f.name === 'Insight' ? change(f) : f));
}

describe('insight plugin', () => {
  beforeEach(async () => {
    writeText = rs.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    snackbar = rs.spyOn(notify, 'snackbar');
    harness = await startHarness();
    await harness.signIn();
    await harness.connectHub();
    await harness.demo.control.pause();
  });
  afterEach(async () => {
    await harness.stop();
    // What the harness does not reset: the snackbars shown.
    for (const result of snackbar.mock.results) if (result.type === 'return') notify.close(result.value as string);
    rs.restoreAllMocks();
  });

  test('terms in messages are buttons that copy them and say “Copiado”', async () => {
    const id = await chatWithTerms();
    const { log } = await renderWithPanel(id);
    expect(within(log).getAllByRole('button', { name: `Copiar CPF: ${CPF}` })).toHaveLength(2);
    expect(within(log).getByRole('button', { name: `Copiar Placa: ${PLATE}` })).toBeTruthy();
    const policy = within(log).getByRole('button', { name: `Copiar Apólice: ${POLICY}` });
    // The rest of the message stays plain text.
    expect(policy.textContent).toBe(POLICY);
    expect(screen.queryByText('Copiado')).toBeNull();

    await act(async () => {
      fireEvent.click(policy);
    });
    expect(writeText).toHaveBeenCalledWith(POLICY);
    expect(await screen.findByText('Copiado')).toBeTruthy();
  });

  test('the Insights widget lists the collected words grouped by term, with how often each appears', async () => {
    const id = await chatWithTerms();
    const { panel } = await renderWithPanel(id);
    const cpf = within(panel).getByRole('region', { name: 'CPF' });
    expect(within(cpf).getByRole('heading', { name: 'CPF' })).toBeTruthy();
    const cpfItem = within(cpf).getByText(CPF).closest('li')!;
    expect(within(cpfItem).getByText('2 ocorrências')).toBeTruthy();
    const plate = within(panel).getByRole('region', { name: 'Placa' });
    expect(within(within(plate).getByText(PLATE).closest('li')!).getByText('1 ocorrência')).toBeTruthy();
    expect(within(within(panel).getByRole('region', { name: 'Apólice' })).getByText(POLICY)).toBeTruthy();
    // Each word shows once, in its own term's group.
    expect(within(panel).getAllByText(CPF)).toHaveLength(1);
    expect(within(plate).queryByText(CPF)).toBeNull();
  });

  test('highlight, previous and next walk through a word’s messages; copy copies the word', async () => {
    const id = await chatWithTerms();
    const { log, panel } = await renderWithPanel(id);
    const withCpf = store.threads[id]!.messages.filter((m) => m.text.includes(CPF)).map((m) => m._id);
    expect(withCpf).toHaveLength(2);
    const current = () => log.querySelector('[aria-current="true"]')?.getAttribute('data-message-id');
    const highlightButton = within(panel).getByRole('button', { name: `Destacar ${CPF} na conversa` });
    expect(highlightButton.getAttribute('aria-pressed')).toBe('false');

    await act(async () => {
      fireEvent.click(highlightButton);
    });
    expect(highlightButton.getAttribute('aria-pressed')).toBe('true');
    expect([...log.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([CPF, CPF]);
    expect(current()).toBe(withCpf[1]);

    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: `Próxima ocorrência de ${CPF}` }));
    });
    expect(current()).toBe(withCpf[0]);
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: `Ocorrência anterior de ${CPF}` }));
    });
    expect(current()).toBe(withCpf[1]);

    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: `Copiar ${CPF}` }));
    });
    expect(writeText).toHaveBeenCalledWith(CPF);
    expect(await screen.findByText('Copiado')).toBeTruthy();

    await act(async () => {
      fireEvent.click(highlightButton);
    });
    expect(highlightButton.getAttribute('aria-pressed')).toBe('false');
    expect(log.querySelector('mark')).toBeNull();
  });

  test('with the Insight feature off the plugin contributes nothing: no marked terms, no widget', async () => {
    const id = await chatWithTerms();
    withInsight((f) => ({ ...f, active: false }));
    harness.renderWorkspace(plugins);
    await harness.open(id);
    const log = await screen.findByRole('log');
    await within(log).findByText(/Repetindo o CPF/);
    expect(within(log).queryByRole('button', { name: /^Copiar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Insights' })).toBeNull();
    expect(screen.getByText('Nenhum widget disponível para esta conversa.')).toBeTruthy();

    // Switched on, both appear without a reload.
    await act(async () => withInsight((f) => ({ ...f, active: true })));
    expect(await within(log).findAllByRole('button', { name: `Copiar CPF: ${CPF}` })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Insights' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('terms come from the company’s configuration: inactive ones are skipped, and terms RE2 cannot run are refused with a logged reason', async () => {
    const warn = rs.spyOn(logger, 'warn');
    const id = await chatWithTerms();
    withInsight((f) => ({
      ...f,
      config: {
        list: [
          { id: 't1', name: 'CPF', active: true, regex: '\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}' },
          { id: 't2', name: 'Placa', active: false, regex: '[A-Z]{3}\\d[A-Z0-9]\\d{2}' },
          { id: 't3', name: 'Repetido', active: true, regex: '(\\d)\\1{2}' },
          { id: 't4', name: 'Antes do traço', active: true, regex: '\\d+(?=-)' },
          { id: 't5', name: 'Quebrado', active: true, regex: '([0-9' },
        ],
      },
    }));
    const { log, panel } = await renderWithPanel(id);
    expect(within(log).getAllByRole('button', { name: `Copiar CPF: ${CPF}` })).toHaveLength(2);
    expect(within(log).queryByRole('button', { name: /^Copiar (Placa|Repetido|Antes do traço|Quebrado)/ })).toBeNull();
    expect(within(panel).getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['CPF']);
    const logged = warn.mock.calls.map(([message]) => String(message)).filter((m) => m.startsWith('[insight]'));
    expect(logged).toEqual([
      expect.stringMatching(/^\[insight\] term "Repetido" is skipped: .*backreference or lookaround/),
      expect.stringMatching(/^\[insight\] term "Antes do traço" is skipped: .*backreference or lookaround/),
      expect.stringMatching(/^\[insight\] term "Quebrado" is skipped: its pattern is not a valid regular expression/),
    ]);
  });

  test('with a term that backtracks for seconds elsewhere, 4,000 digits arrive and show, and the number after them is a button', async () => {
    // A company's own configuration: on a backtracking engine this froze the tab for seconds per message.
    withInsight((f) => ({ ...f, config: { list: [{ id: 'p', name: 'Processo', active: true, regex: '\\d+-?\\d+/20\\d\\d' }] } }));
    const id = await harness.demo.control.newConversation({ channel: 'webchat' });
    const digits = '7'.repeat(4_000);
    await harness.demo.control.consumerSends(id, digits);
    await harness.demo.control.consumerSends(id, `${digits} e o processo é 1234-5678/2024`);
    await harness.demo.control.consumerSends(id, 'Repetindo o CPF: o mesmo processo.');
    await waitUntil(() => store.conversations[id]?.lastMessage?.text?.startsWith('Repetindo') === true, { timeout: 10_000, what: 'the consumer messages' });
    const { log, panel } = await renderWithPanel(id);
    // Past the first 4,000 characters of its message: read now that reading costs no more than the text is long.
    expect(within(within(panel).getByRole('region', { name: 'Processo' })).getByText('1234-5678/2024')).toBeTruthy();
    // The thread shows such long messages folded, and marks what it shows: unfolded, the number is a button.
    const withNumber = store.threads[id]!.messages.find((m) => m.text.endsWith('1234-5678/2024'))!;
    const item = log.querySelector<HTMLElement>(`li[data-message-id="${withNumber._id}"]`)!;
    expect(within(log).queryByRole('button', { name: /^Copiar Processo:/ })).toBeNull();
    await act(async () => {
      fireEvent.click(within(item).getByRole('button', { name: /^Mostrar mais da mensagem de / }));
    });
    expect(within(item).getByText(/^7{4000} e o processo é$/)).toBeTruthy();
    expect(within(log).getAllByRole('button', { name: /^Copiar Processo:/ }).map((b) => b.textContent)).toEqual(['1234-5678/2024']);
  });

  test('a word as long as a message shows shortened in the widget; copy takes it whole', async () => {
    withInsight((f) => ({ ...f, config: { list: [{ id: 'x', name: 'Xis', active: true, regex: 'x+' }] } }));
    const id = await harness.demo.control.newConversation({ channel: 'webchat' });
    const long = 'x'.repeat(500);
    await harness.demo.control.consumerSends(id, long);
    await harness.demo.control.consumerSends(id, 'Repetindo o CPF: nenhum.');
    await waitUntil(() => store.conversations[id]?.lastMessage?.text?.startsWith('Repetindo') === true, { timeout: 10_000, what: 'the consumer messages' });
    const { panel } = await renderWithPanel(id);
    const group = within(panel).getByRole('region', { name: 'Xis' });
    const shown = `${'x'.repeat(80)}…`;
    expect(within(group).getByText(shown)).toBeTruthy();
    expect(within(group).queryByText(long)).toBeNull();
    await act(async () => {
      fireEvent.click(within(group).getByRole('button', { name: `Copiar ${shown}` }));
    });
    expect(writeText).toHaveBeenCalledWith(long);
  });

  test('the widget says when nothing was collected, and asks for a conversation when none is open', async () => {
    const id = await harness.demo.control.newConversation({ channel: 'webchat' });
    await harness.demo.control.consumerSends(id, 'Bom dia, tudo bem?');
    await waitUntil(() => !!store.conversations[id], { timeout: 10_000, what: 'the conversation' });
    withInsight((f) => ({ ...f, config: { list: [{ id: 't1', name: 'CPF', active: true, regex: '\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}' }] } }));
    harness.renderWorkspace(plugins);
    expect(await screen.findByText('Selecione uma conversa para ver as palavras coletadas.')).toBeTruthy();
    await harness.open(id);
    expect(await screen.findByText('Nenhuma palavra coletada')).toBeTruthy();
  });
});
