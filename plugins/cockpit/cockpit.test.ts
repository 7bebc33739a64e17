import { store } from '@tessera/core';
import { useHarness, waitFor } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { cockpitPlugin } from './index';

// The demo company lists two skills in the plugin's settings: auto claims and 24h assistance.
const harness = useHarness({ paused: true, connectHub: true });

const reports = () => harness.demo.model.cockpitReports().map(({ conversationId, arriving }) => ({ conversationId, arriving }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the cockpit plugin: POST /cockpit for the skills the company lists', () => {
  test('a conversation of a listed skill is reported as it arrives and as it leaves; others are not', async () => {
    harness.render(null, [cockpitPlugin]);
    const { control } = harness.demo;
    const claim = await control.newConversation({ skillId: 'skl-sinistro-auto', channel: 'whatsapp' });
    const life = await control.newConversation({ skillId: 'skl-vida', channel: 'whatsapp' });
    await waitFor(() => reports().length === 1, 3_000, 'the arrival report');
    const [first] = harness.demo.model.cockpitReports();
    expect(first).toMatchObject({ conversationId: claim, arriving: true, matricula: 'M10231' });
    expect(first!.nomeSolicitante).toBe(store.conversations[claim]!.consumer.name);
    expect(store.conversations[life]).toBeDefined();

    // Leaving: finished by the consumer, or transferred away.
    const assistance = await control.newConversation({ skillId: 'skl-assistencia', channel: 'webchat' });
    await control.closeByClient(claim);
    await control.transferBySystem(assistance);
    await waitFor(() => reports().length === 4, 3_000, 'the leaving reports');
    expect(reports()).toEqual([
      { conversationId: claim, arriving: true },
      { conversationId: assistance, arriving: true },
      { conversationId: claim, arriving: false },
      { conversationId: assistance, arriving: false },
    ]);
    expect(reports().some((r) => r.conversationId === life)).toBe(false);
  });

  test('conversations that came while the socket was down are reported once the reconnect brings them', async () => {
    harness.render(null, [cockpitPlugin]);
    const { control, hub } = harness.demo;
    hub.dropConnection();
    const missed = await control.newConversation({ skillId: 'skl-assistencia', channel: 'whatsapp' });
    await waitFor(() => reports().length === 1, 8_000, 'the report after the reconnect');
    expect(reports()).toEqual([{ conversationId: missed, arriving: true }]);
    // Another reconnect and resync changes nothing: nothing is reported twice.
    hub.dropConnection();
    await waitFor(() => store.connection.status === 'connected', 8_000, 'the second reconnect');
    await settle();
    expect(reports()).toHaveLength(1);
  });

  test('an admin who empties the list stops the reports at once, without a reload', async () => {
    harness.render(null, [cockpitPlugin]);
    await harness.demo.control.setPluginConfig('cockpit', { skills: [] });
    await waitFor(() => (store.company.plugins.cockpit?.config as { skills?: unknown[] } | undefined)?.skills?.length === 0, 3_000, 'the new settings');
    await harness.demo.control.newConversation({ skillId: 'skl-sinistro-auto', channel: 'whatsapp' });
    await settle();
    expect(reports()).toEqual([]);
  });
});
