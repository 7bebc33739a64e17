import { definePlugin, type DockWidgetProps } from '@tessera/core';
import { store, useHarness } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import { widgetsPlugin } from '.';

const harness = useHarness({ paused: true });

function LinkPanel({ conversationId }: DockWidgetProps) {
  return <p>Página do link de {conversationId}</p>;
}

/** A plugin gating a contribution on the widgets plugin's key, as the link widget will. */
const linkConsumer = definePlugin({
  id: 'link-consumer',
  title: { id: 'linkConsumer.title' },
  description: { id: 'linkConsumer.title' },
  messages: { pt: { 'linkConsumer.title': 'Link' }, en: { 'linkConsumer.title': 'Link' } },
  contributes: {
    overlays: [{ id: 'link', when: { key: 'widgets.link' }, component: async () => ({ default: () => <LinkPanel conversationId={store.selectedConversationId} /> }) }],
  },
});

describe('the link widget gate (widgets.link)', () => {
  test('is on while the open conversation’s skill has a Link widget, and off for another skill', async () => {
    const claim = await harness.newConversation({ skillId: 'skl-sinistro-auto', channel: 'whatsapp' });
    const life = await harness.newConversation({ skillId: 'skl-vida', channel: 'whatsapp' });
    const { runtime } = harness.renderWorkspace([widgetsPlugin, linkConsumer]);
    // It starts on first use: as a panel asking for its service (service tools, usability) does.
    await act(() => runtime.use('widgets'));

    await harness.open(claim);
    expect(await screen.findByText(`Página do link de ${claim}`)).toBeTruthy();
    await harness.open(life);
    await harness.flushRequests();
    expect(screen.queryByText(/Página do link/)).toBeNull();
    await harness.open(claim);
    expect(await screen.findByText(`Página do link de ${claim}`)).toBeTruthy();
  });
});
