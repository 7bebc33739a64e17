import { dateTimeLabel, formatDuration, notify } from '@tessera/core';
import { type Harness, startHarness, store } from '@tessera/core/testing';
import { afterEach, beforeEach, describe, expect, type MockInstance, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { generalInfoPlugin } from '.';
import GeneralInfoPanel from './GeneralInfoPanel';
import { chatRows, humanizeKey, recordRows, transferRows, valueText } from './rows';

let harness: Harness;
let writeText: MockInstance<(text: string) => Promise<void>>;
let snackbar: MockInstance<typeof notify.snackbar>;

const SECTIONS = [
  'Informações da conversa',
  'Informações do consumidor',
  'Histórico de transferências',
  'Informações extras',
  'Pré-chat',
  'Pós-chat',
];
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;

/** A conversation of the agent as the demo contact centre holds it. */
function demoConversation(which: (c: { status: string; channel: string }) => boolean) {
  const found = harness.demo.model.listConversations(store.session!.user.id).find(which);
  if (!found) throw new Error('no such conversation in the demo');
  return found;
}

function renderPanel(conversationId: string | null) {
  return harness.render(<GeneralInfoPanel conversationId={conversationId} />, [generalInfoPlugin]);
}

/** Opens a section by its title (unless it is open already); returns its panel. */
async function open(title: string) {
  const trigger = screen.getByRole('button', { name: title });
  if (trigger.getAttribute('aria-expanded') !== 'true') {
    await act(async () => {
      fireEvent.click(trigger);
    });
  }
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  return document.getElementById(trigger.getAttribute('aria-controls')!)!;
}

/** The rows of an open section: label → value, in order. */
function rowsOf(panel: HTMLElement): [string, string][] {
  return within(panel)
    .getAllByRole('term')
    .map((dt) => [dt.textContent!, dt.nextElementSibling!.firstElementChild!.textContent!]);
}

beforeEach(async () => {
  writeText = rs.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  snackbar = rs.spyOn(notify, 'snackbar');
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
});
afterEach(async () => {
  await harness.stop();
  for (const result of snackbar.mock.results) if (result.type === 'return') notify.close(result.value as string);
  rs.restoreAllMocks();
});

describe('general information plugin', () => {
  test('without an open conversation it asks for one', () => {
    renderPanel(null);
    expect(screen.getByText('Selecione uma conversa para ver as informações dela.')).toBeTruthy();
  });

  test('the most used sections start open (conversation, consumer, pre-chat), the others closed', async () => {
    const c = demoConversation((x) => x.status === 'active' && x.channel === 'whatsapp');
    renderPanel(c.conversationId);
    const expanded = SECTIONS.map((title) => [title, screen.getByRole('button', { name: title }).getAttribute('aria-expanded')]);
    expect(expanded).toEqual([
      ['Informações da conversa', 'true'],
      ['Informações do consumidor', 'true'],
      ['Histórico de transferências', 'false'],
      ['Informações extras', 'false'],
      ['Pré-chat', 'true'],
      ['Pós-chat', 'false'],
    ]);
    expect(screen.getByRole('button', { name: 'Copiar Protocolo' })).toBeTruthy();
  });

  test('each definition list holds only dt/dd pairs, each wrapped in a div, the copy button inside the value', async () => {
    const c = demoConversation((x) => x.status === 'active' && x.channel === 'whatsapp');
    renderPanel(c.conversationId);
    const lists = [...document.querySelectorAll('dl')];
    expect(lists.length).toBeGreaterThan(0);
    for (const dl of lists) {
      for (const child of dl.children) {
        expect(child.tagName).toBe('DIV');
        expect([...child.children].map((el) => el.tagName)).toEqual(['DT', 'DD']);
      }
    }
    const protocol = screen.getByRole('button', { name: 'Copiar Protocolo' });
    expect(protocol.closest('dd')).toBeTruthy();
  });

  test('the conversation section shows id, protocol, translated status, dates and SLA, nothing internal', async () => {
    const c = demoConversation((x) => x.status === 'active' && x.channel === 'whatsapp');
    renderPanel(c.conversationId);
    const rows = rowsOf(await open('Informações da conversa'));
    const labels = rows.map(([label]) => label);
    expect(labels).toEqual(['ID', 'Protocolo', 'Identificador', 'Status', 'Criada em', 'Início', 'Atribuída em', 'SLA']);
    const value = (label: string) => rows.find(([l]) => l === label)![1];
    expect(value('ID')).toBe(c.conversationId);
    expect(value('Protocolo')).toBe(c.protocol);
    expect(value('Status')).toBe('Ativa');
    expect(value('Atribuída em')).toMatch(DATE_TIME);
    expect(value('Atribuída em')).toBe(dateTimeLabel(c.assignedTime!));
    expect(value('SLA')).toBe(formatDuration(c.slaLate * 1000));
    // Hidden keys of the spec never show.
    const panelText = rows.flat().join(' ');
    for (const hidden of ['dep-atendimento', c.skillId, 'departmentId', 'consumerId', 'tags']) expect(panelText).not.toContain(hidden);
  });

  test('a finished conversation shows its end and who closed it, in words', async () => {
    const c = demoConversation((x) => x.status === 'closed');
    expect(c.closedBy).toBeTruthy();
    renderPanel(c.conversationId);
    const rows = rowsOf(await open('Informações da conversa'));
    const value = (label: string) => rows.find(([l]) => l === label)?.[1];
    expect(value('Status')).toBe('Encerrada');
    expect(value('Fim')).toMatch(DATE_TIME);
    expect(value('Encerrada por')).toBe({ agent: 'Agente', client: 'Cliente', system: 'Sistema', manager: 'Supervisor' }[c.closedBy as string]);

    const posChat = rowsOf(await open('Pós-chat'));
    expect(posChat).toEqual(c.posChat!.map((p) => [p.label, p.message]));
  });

  test('consumer information, transfer history and pre-chat show what the server has', async () => {
    const c = demoConversation((x) => x.status === 'active' && x.channel === 'whatsapp');
    renderPanel(c.conversationId);

    const consumer = rowsOf(await open('Informações do consumidor'));
    // Keys the workspace knows read as words; values are the server's.
    expect(consumer).toContainEqual(['CPF', c.consumerInfo!.cpf as string]);
    expect(consumer).toContainEqual(['Nome', c.consumer.name]);

    const transfers = await open('Histórico de transferências');
    const groups = within(transfers).getAllByRole('term').filter((dt) => dt.textContent === 'Descrição');
    expect(groups).toHaveLength(c.transferHistory!.length);
    const rows = rowsOf(transfers);
    expect(rows.filter(([label]) => label === 'Descrição').map(([, v]) => v)).toEqual(c.transferHistory!.map((t) => t.label));
    expect(rows.filter(([label]) => label === 'Data').every(([, v]) => DATE_TIME.test(v))).toBe(true);
    // The entry type is one of the hidden keys.
    expect(rows.some(([label]) => label === 'type' || label === 'Tipo')).toBe(false);

    expect(rowsOf(await open('Pré-chat'))).toEqual(c.preChat!.map((p) => [p.label, p.message]));
    const posChat = await open('Pós-chat');
    expect(within(posChat).getByText('Nada registrado.')).toBeTruthy();
  });

  test('each value has a copy button that copies it and says “Copiado”', async () => {
    const c = demoConversation((x) => x.status === 'active' && x.channel === 'whatsapp');
    renderPanel(c.conversationId);
    const panel = await open('Informações da conversa');
    expect(screen.queryByText('Copiado')).toBeNull();
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Copiar Protocolo' }));
    });
    expect(writeText).toHaveBeenCalledWith(c.protocol);
    expect(await screen.findByText('Copiado')).toBeTruthy();

    const preChat = await open('Pré-chat');
    await act(async () => {
      fireEvent.click(within(preChat).getByRole('button', { name: 'Copiar CPF' }));
    });
    expect(writeText).toHaveBeenLastCalledWith(c.preChat!.find((p) => p.label === 'CPF')!.message);
  });

  test('details the list lacks are fetched from the conversation itself', async () => {
    const c = demoConversation((x) => x.status === 'active' && x.channel === 'whatsapp');
    // The list gave a summary only.
    delete store.conversations[c.conversationId]!.preChat;
    delete store.conversations[c.conversationId]!.chatInfo;
    renderPanel(c.conversationId);
    const preChat = await open('Pré-chat');
    expect(await within(preChat).findByText(c.preChat![0]!.message)).toBeTruthy();
  });
});

describe('general information rows', () => {
  test('chat rows keep the spec’s keys in order and drop empty ones', () => {
    const rows = chatRows({ sla: 300, id: 'c1', departmentId: 'd', protocol: '2026', end: null, closedBy: 'client', status: 'closed', tags: ['x'], identifier: '' });
    expect(rows.map((r) => [r.key, r.value])).toEqual([
      ['id', 'c1'],
      ['protocol', '2026'],
      ['status', 'closed'],
      ['sla', '05:00'],
      ['closedBy', 'client'],
    ]);
    expect(rows[0]!.labelId).toBe('generalInfo.key.id');
    expect(chatRows(undefined)).toEqual([]);
  });

  test('transfer rows hide the type and the ids and label description and date', () => {
    const [rows] = transferRows([{ type: 'transfer', label: 'Vida → Auto', date: '2026-03-16T13:00:00.000Z', userId: 'u1', skillId: 's1' }]);
    expect(rows!.map((r) => [r.key, r.labelId])).toEqual([
      ['label', 'generalInfo.key.label'],
      ['date', 'generalInfo.key.date'],
    ]);
    expect(rows![1]!.value).toMatch(DATE_TIME);
  });

  test('values read as text: dates formatted, lists joined, objects flattened, nothing empty', () => {
    expect(valueText('x', '2026-03-16T13:00:00.000Z')).toMatch(DATE_TIME);
    expect(valueText('x', ['a', '', 2])).toBe('a, 2');
    expect(valueText('x', { segmento: 'Varejo', desde: 2019 })).toBe('segmento: Varejo · desde: 2019');
    expect(valueText('x', '<b>oi</b>')).toBe('<b>oi</b>');
    expect(recordRows({ a: 'um', b: null, c: '' }).map((r) => r.key)).toEqual(['a']);
  });
});

describe('general information labels', () => {
  test('a nested block gives one row per entry, and unknown keys read as words', () => {
    const rows = recordRows({ resumo: 'Sinistro', clientInfo: { clienteDesde: '2019', canalPreferido: 'WhatsApp' }, usability: { relation: null, breadcrumbs: ['Auto', 'Sinistro'] } });
    expect(rows.map((r) => [r.key, r.value])).toEqual([
      ['resumo', 'Sinistro'],
      ['clienteDesde', '2019'],
      ['canalPreferido', 'WhatsApp'],
      ['breadcrumbs', 'Auto > Sinistro'],
    ]);
    expect(humanizeKey('canal_preferido')).toBe('Canal preferido');
    expect(humanizeKey('someNewKey')).toBe('Some new key');
  });
});
