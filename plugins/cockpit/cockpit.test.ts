import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { cockpitReports } from './demo/reports';
import { cockpitPlugin } from './index';

// The demo company lists two skills in the plugin's settings: auto claims and 24h assistance.
const harness = useHarness({ paused: true, connectHub: true });

const reports = () => cockpitReports(harness.demo.model).map(({ conversationId, arriving }) => ({ conversationId, arriving }));

describe('the cockpit plugin: POST /cockpit for the skills the company lists', () => {
  test('a conversation of a listed skill is reported as it arrives and as it leaves; others are not', async () => {
    harness.render(null, [cockpitPlugin]);
    const { control } = harness.demo;
    const claim = await control.newConversation({ skillId: 'skl-sinistro-auto', channel: 'whatsapp' });
    const life = await control.newConversation({ skillId: 'skl-vida', channel: 'whatsapp' });
    await waitUntil(() => reports().length === 1, { timeout: 3_000, what: 'the arrival report' });
    const [first] = cockpitReports(harness.demo.model);
    expect(first).toMatchObject({ conversationId: claim, arriving: true, matricula: 'M10231' });
    expect(first!.nomeSolicitante).toBe(store.conversations[claim]!.consumer.name);
    expect(store.conversations[life]).toBeDefined();

    // Leaving: finished by the consumer, or transferred away.
    const assistance = await control.newConversation({ skillId: 'skl-assistencia', channel: 'webchat' });
    await control.closeByClient(claim);
    await control.transferBySystem(assistance);
    await waitUntil(() => reports().length === 4, { timeout: 3_000, what: 'the leaving reports' });
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
    await waitUntil(() => reports().length === 1, { timeout: 8_000, what: 'the report after the reconnect' });
    expect(reports()).toEqual([{ conversationId: missed, arriving: true }]);
    // Another reconnect and resync changes nothing: nothing is reported twice.
    hub.dropConnection();
    await waitUntil(() => store.connection.status === 'connected' && !store.connection.reloading, { timeout: 8_000, what: 'the second reconnect and its resync' });
    await harness.flushRequests();
    expect(reports()).toHaveLength(1);
  });

  test('an admin who empties the list stops the reports at once, without a reload', async () => {
    harness.render(null, [cockpitPlugin]);
    await harness.demo.control.setPluginConfig('cockpit', { skills: [] });
    await waitUntil(() => (store.company.plugins.cockpit?.config as { skills?: unknown[] } | undefined)?.skills?.length === 0, { timeout: 3_000, what: 'the new settings' });
    const claim = await harness.newConversation({ skillId: 'skl-sinistro-auto', channel: 'whatsapp' });
    expect(store.conversations[claim]).toBeDefined();
    await harness.flushRequests();
    expect(reports()).toEqual([]);
  });
});
