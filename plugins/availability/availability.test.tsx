import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { availabilityPlugin } from '.';
import StatusPicker from './StatusPicker';
import StatusSection from './StatusSection';
import { currentAvailability } from './tree';

const harness = useHarness({ paused: true, connectHub: true });

const AGENT_ID = '1001';
const serverStatus = () => harness.demo.model.state.users.find((u) => u.id === AGENT_ID)!.availabilityId;
const shownStatus = () => currentAvailability(store.session?.availabilities ?? [])?.name;

function renderStatus() {
  harness.render(
    <>
      <StatusSection collapsed={false} />
      <StatusPicker />
    </>,
    [availabilityPlugin],
  );
}

/** Counts the PATCH /user/status requests the demo receives from now on. */
function statusPatches() {
  const seen = { count: 0 };
  harness.demo.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH' && new URL(request.url).pathname.endsWith('/user/status')) seen.count++;
  });
  return seen;
}

async function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: /^Status: / }));
  const dialog = await screen.findByRole('dialog', { name: 'Alterar status' });
  return { dialog, list: within(dialog).getByRole('listbox', { name: 'Status disponíveis' }) };
}

describe('availability', () => {
  test('the sidebar says the current status; choosing another shows it at once and the server agrees', async () => {
    renderStatus();
    expect(screen.getByRole('button', { name: 'Status: Online. Alterar status' })).toBeTruthy();

    const { list } = await openPicker();
    expect(within(list).getByRole('option', { name: 'Online' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(list).getByRole('option', { name: 'Volto logo' }));

    await screen.findByRole('button', { name: 'Status: Volto logo. Alterar status' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByText('Status alterado para Volto logo.');
    expect(serverStatus()).toBe('avl-volto-logo');
  });

  test('sub-reasons are grouped under their parent, and the search finds them without accents', async () => {
    renderStatus();
    const { dialog, list } = await openPicker();
    const group = within(list).getByRole('group', { name: 'Ausente' });
    expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ausente', 'Almoço', 'Pausa café', 'Treinamento']);

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Buscar status' }), { target: { value: 'almoco' } });
    await waitUntil(() => within(list).queryAllByRole('option').length === 1, { timeout: 2_000, what: 'the filtered list' });
    expect(within(list).getByRole('option', { name: 'Almoço' })).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Buscar status' }), { target: { value: 'férias' } });
    await within(dialog).findByText('Nenhum status encontrado para “férias”.');
  });

  test('a refused change puts the prior status back and says so', async () => {
    await harness.demo.control.setAvailabilityFailure(true);
    renderStatus();
    const { list } = await openPicker();
    fireEvent.click(within(list).getByRole('option', { name: 'Almoço' }));

    await screen.findByText('Erro ao atualizar o status');
    expect(shownStatus()).toBe('Online');
    expect(screen.getByRole('button', { name: 'Status: Online. Alterar status' })).toBeTruthy();
    expect(serverStatus()).toBe('avl-online');
  });

  test('the changeAvailability event moves the current status', async () => {
    renderStatus();
    await harness.demo.host.mutate((m) => m.setAvailability(AGENT_ID, 'avl-pausa-cafe'));
    await screen.findByRole('button', { name: 'Status: Pausa café. Alterar status' });
  });

  /** Every conversation of the agent finished, the first still open on screen, in 'Volto logo'. */
  async function finishEverythingInVoltoLogo() {
    harness.render(<StatusSection collapsed={false} />, [availabilityPlugin]);
    const ids = harness.demo.model.listConversations(AGENT_ID).map((c) => c.conversationId);
    harness.open(ids[0]!);
    for (const id of ids) await harness.demo.control.closeByClient(id).catch(() => undefined);
    const inService = () => Object.values(store.conversations).filter((c) => c.status === 'active' || c.status === 'inactive');
    await waitUntil(() => Object.keys(store.conversations).length > 0 && inService().length === 0, { timeout: 3_000, what: 'every conversation closed' });
    await harness.demo.host.mutate((m) => m.setAvailability(AGENT_ID, 'avl-volto-logo'));
    await screen.findByRole('button', { name: 'Status: Volto logo. Alterar status' });
  }

  test('with only finished conversations and nothing open, "Volto logo" falls to its pause', async () => {
    await finishEverythingInVoltoLogo();
    // A conversation is still open: no pause yet.
    const patches = statusPatches();
    await harness.flushRequests();
    expect(patches.count).toBe(0);
    expect(serverStatus()).toBe('avl-volto-logo');

    await harness.open(null);
    await screen.findByText('Sem conversas em atendimento: seu status agora é Ausente.');
    await screen.findByRole('button', { name: 'Status: Ausente. Alterar status' });
    expect(serverStatus()).toBe('avl-ausente');
  });

  test('a refused automatic pause is said once and not retried while nothing changes', async () => {
    await finishEverythingInVoltoLogo();
    await harness.demo.control.setAvailabilityFailure(true);
    await harness.open(null);
    await screen.findByText('Erro ao atualizar o status');

    // The store keeps changing (a preference, the same empty selection): no second attempt.
    const patches = statusPatches();
    store.preferences.volume = 40;
    await harness.open(null);
    await harness.flushRequests();
    expect(patches.count).toBe(0);
    expect(screen.getAllByText('Erro ao atualizar o status')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Status: Volto logo. Alterar status' })).toBeTruthy();

    // Left and re-entered (a conversation opened and closed again): it tries again, and succeeds.
    await harness.demo.control.setAvailabilityFailure(false);
    const first = Object.keys(store.conversations)[0]!;
    await harness.open(first);
    await harness.open(null);
    await screen.findByRole('button', { name: 'Status: Ausente. Alterar status' });
  });
});
