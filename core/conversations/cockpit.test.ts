import { afterEach, describe, expect, test } from '@rstest/core';
import { getConfig, setConfig } from '../config';
import { store } from '../state/store';
import { DEMO_COCKPIT_SKILLS } from '../testing/demo/model/checkOps';
import { useHarness, waitFor } from '../testing/harness';
import { startCockpitReports } from './cockpit';
import { resync } from './service';

const harness = useHarness({ paused: true, connectHub: true });
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const reports = () => harness.demo.control.cockpitReports().map(({ conversationId, arriving }) => ({ conversationId, arriving }));

describe('POST /cockpit for the listed skills', () => {
  test('a conversation of a listed skill is reported as it arrives and as it leaves; others are not', async () => {
    stop = startCockpitReports(DEMO_COCKPIT_SKILLS);
    const { control } = harness.demo;
    const claim = await control.newConversation({ skillId: 'skl-sinistro-auto', channel: 'whatsapp' });
    const life = await control.newConversation({ skillId: 'skl-vida', channel: 'whatsapp' });
    await waitFor(() => reports().length === 1, 3_000, 'the arrival report');
    const [first] = harness.demo.control.cockpitReports();
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

  test('conversations that came while the socket was down are reported once the resync brings them', async () => {
    stop = startCockpitReports(DEMO_COCKPIT_SKILLS);
    const { control, hub } = harness.demo;
    hub.dropConnection();
    const missed = await control.newConversation({ skillId: 'skl-assistencia', channel: 'whatsapp' });
    await resync();
    await waitFor(() => reports().length === 1, 3_000, 'the report');
    expect(reports()).toEqual([{ conversationId: missed, arriving: true }]);
    // A second resync changes nothing: nothing is reported twice.
    await resync();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports()).toHaveLength(1);
  });

  test('without listed skills nothing is sent (the default configuration)', async () => {
    expect(getConfig().cockpitSkills).toEqual([]);
    stop = startCockpitReports();
    await harness.demo.control.newConversation({ skillId: 'skl-sinistro-auto', channel: 'whatsapp' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reports()).toEqual([]);
    setConfig({ cockpitSkills: 'skl-a, skl-b' as never });
    expect(getConfig().cockpitSkills).toEqual(['skl-a', 'skl-b']);
    setConfig({ cockpitSkills: [] });
  });
});
