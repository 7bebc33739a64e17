import { definePlugin, type TileProps, useOptionalService } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { tabulationPlugin } from '.';
import { conversationWhere, pick, press } from './testing';

const harness = useHarness({ paused: true });

/** Another plugin's step, as the transfer's: the form first, then whatever comes next. */
function Step({ conversationId }: TileProps) {
  const tabulation = useOptionalService('tabulation.service');
  const [saved, setSaved] = useState<string>();
  if (!tabulation || !conversationId) return <p>Sem tabulação</p>;
  if (saved) return <p>Próximo passo: {saved}</p>;
  return (
    <>
      <p>{tabulation.isTabulated(conversationId) ? 'Tabulada' : 'Não tabulada'}</p>
      <tabulation.Form conversationId={conversationId} submitLabel={{ id: 'probe.next' }} onSaved={(tab) => setSaved(tab.tabName)} />
    </>
  );
}

const probe = definePlugin({
  id: 'probe',
  title: { id: 'probe.title' },
  description: { id: 'probe.title' },
  messages: { pt: { 'probe.title': 'Passo', 'probe.next': 'Tabular e continuar' }, en: { 'probe.title': 'Step', 'probe.next': 'Tab and continue' } },
  optional: ['tabulation.service'],
  contributes: { tiles: [{ id: 'step', title: { id: 'probe.title' }, icon: 'tag', component: async () => ({ default: Step }) }] },
});

describe('the tabulation service, for another plugin', () => {
  test('its Form registers the tab and hands it back; isTabulated follows', async () => {
    const pending = conversationWhere((c) => c.pendingTab);
    harness.renderWorkspace([probe, tabulationPlugin]);
    await harness.open(pending.conversationId);
    const step = await screen.findByRole('region', { name: 'Passo' });
    expect(await within(step).findByText('Não tabulada')).toBeTruthy();
    await pick(step, 'Tipo', 'Informação');
    await pick(step, 'Assunto', 'Rede referenciada');
    await press(within(step).getByRole('button', { name: 'Tabular e continuar' }));
    expect(await within(step).findByText('Próximo passo: Informação > Rede referenciada > Oficinas')).toBeTruthy();
    await waitUntil(() => store.conversations[pending.conversationId]!.pendingTab === false, { what: 'the tab to be recorded' });
  });

  test('without the tabulation plugin the service is absent', async () => {
    const pending = conversationWhere((c) => c.pendingTab);
    harness.renderWorkspace([probe]);
    await harness.open(pending.conversationId);
    expect(await within(await screen.findByRole('region', { name: 'Passo' })).findByText('Sem tabulação')).toBeTruthy();
  });
});
