import { getConfig, RenderContribution, useContributions } from '@tessera/core';
import { DEMO_SUPERVISOR, useHarness, waitUntil } from '@tessera/core/testing';
import { afterEach, describe, expect, rs, test } from '@rstest/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { queueSummaryPlugin } from '.';
import { QUEUE_REFRESH_MS, toQueueItems } from './api';

// Each test signs in afresh: a new session, whose cache holds no counts yet.
const harness = useHarness({ paused: true });

afterEach(() => {
  rs.useRealTimers();
});

/** The top bar's plugin slot, drawn from the public API as the shell draws it. */
function TopBarSlot() {
  const items = useContributions('toolbarItems').filter((item) => item.contribution.placement === 'topBar');
  return (
    <>
      {items.map(({ plugin, contribution }) => (
        <RenderContribution key={contribution.id} plugin={plugin} component={contribution.component} props={{}} />
      ))}
    </>
  );
}

const summaryUrl = () => `${getConfig().clientsApiUrl}/manager-panel-queue-attendance-summary`;

function countRequests() {
  const seen = { count: 0 };
  harness.demo.server.events.on('request:start', ({ request }) => {
    if (request.url === summaryUrl()) seen.count++;
  });
  return seen;
}

async function openPopover(name: RegExp = /^Fila/) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  return screen.findByRole('dialog', { name: 'Fila de atendimento' });
}

describe('queue summary plugin', () => {
  test('the button says how many wait in all; opened, it lists each skill with its count and colour', async () => {
    harness.render(<TopBarSlot />, [queueSummaryPlugin]);
    const expected = await harness.demo.control.queueSummary();
    const total = expected.reduce((sum, q) => sum + q.on_queue_number, 0);
    expect(total).toBeGreaterThan(0);
    await screen.findByRole('button', { name: `Fila: ${total} clientes aguardando` });

    const dialog = await openPopover();
    const list = within(dialog).getByRole('list', { name: 'Clientes aguardando por skill' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(expected.map((q) => `${q.queue}: ${q.on_queue_number} aguardando`));
    // The name is written beside the colour: colour is never the only signal.
    const assistance = within(list).getByRole('listitem', { name: 'Assistência 24h: 12 aguardando' });
    expect(assistance.textContent).toBe('Assistência 24h12');
    const swatch = assistance.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(swatch.style.background).toBe(expected.find((q) => q.queue === 'Assistência 24h')!.color);
    expect(within(dialog).getByText(/^Atualizado às \d{2}:\d{2}$/)).toBeTruthy();
  });

  test('opening fetches again', async () => {
    const requests = countRequests();
    harness.render(<TopBarSlot />, [queueSummaryPlugin]);
    await screen.findByRole('button', { name: /clientes aguardando/ });
    expect(requests.count).toBe(1);

    await harness.demo.control.enqueue('skl-vida', 5);
    const total = (await harness.demo.control.queueSummary()).reduce((sum, q) => sum + q.on_queue_number, 0);
    const dialog = await openPopover();
    await within(dialog).findByRole('listitem', { name: 'Vida e Previdência: 6 aguardando' });
    expect(screen.getByRole('button', { name: `Fila: ${total} clientes aguardando` })).toBeTruthy();
    expect(requests.count).toBe(2);
  });

  test('the counts refresh every 60 s on their own', async () => {
    rs.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const requests = countRequests();
    harness.render(<TopBarSlot />, [queueSummaryPlugin]);
    await screen.findByRole('button', { name: /clientes aguardando/ });
    expect(requests.count).toBe(1);

    await harness.demo.control.setQueueWaiting('skl-assistencia', 20);
    const total = (await harness.demo.control.queueSummary()).reduce((sum, q) => sum + q.on_queue_number, 0);
    await act(async () => {
      rs.advanceTimersByTime(QUEUE_REFRESH_MS - 1);
    });
    expect(requests.count).toBe(1);
    await act(async () => {
      rs.advanceTimersByTime(1);
    });
    await screen.findByRole('button', { name: `Fila: ${total} clientes aguardando` });
    expect(requests.count).toBe(2);
  });

  test('a failure says “Serviço indisponível” inside the popover; the button stays', async () => {
    harness.demo.server.use(http.get(summaryUrl(), () => HttpResponse.json({ message: [{ key: 'server', value: 'boom' }] }, { status: 500 })));
    const requests = countRequests();
    harness.render(<TopBarSlot />, [queueSummaryPlugin]);
    await waitUntil(() => requests.count === 1, { timeout: 2_000, what: 'the summary to be asked for' });
    const button = screen.getByRole('button', { name: 'Fila' });
    expect(button).toBeTruthy();
    const dialog = await openPopover(/^Fila$/);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Serviço indisponível');
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  test('the next user on the device never sees the previous user’s counts', async () => {
    harness.render(<TopBarSlot />, [queueSummaryPlugin]);
    await screen.findByRole('button', { name: /clientes aguardando/ });
    cleanup();
    await harness.signIn(DEMO_SUPERVISOR);
    harness.demo.server.use(http.get(summaryUrl(), () => HttpResponse.json({ message: [{ key: 'server', value: 'boom' }] }, { status: 500 })));
    harness.render(<TopBarSlot />, [queueSummaryPlugin]);
    expect(screen.queryByRole('button', { name: /clientes aguardando/ })).toBeNull();
    // The supervisor's own summary fails: still no counts, neither on the button nor inside.
    const dialog = await openPopover(/^Fila$/);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Serviço indisponível');
    expect(screen.getByRole('button', { name: 'Fila' })).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });
});

describe('toQueueItems', () => {
  test('keeps plain colours and replaces anything else with a palette colour', () => {
    const items = toQueueItems([
      { queue: 'A', on_queue_number: 1, color: '#1971c2' },
      { queue: 'B', on_queue_number: 2, color: 'url(https://tracker.example/x.png)' },
      { queue: 'C', on_queue_number: 3 },
      { queue: 'D', on_queue_number: 0, color: 'rgb(10, 20, 30)', skill_id: 'skl-d' },
    ]);
    expect(items.map((i) => i.colour)).toEqual(['#1971c2', expect.stringMatching(/^#[0-9a-f]{6}$/), expect.stringMatching(/^#[0-9a-f]{6}$/), 'rgb(10, 20, 30)']);
    expect(items.map((i) => i.id)).toEqual(['A', 'B', 'C', 'skl-d']);
  });
});
