import { describe, expect, rs, test } from '@rstest/core';
import { act, render } from '@testing-library/react';
import { createKeybindingService, type KeybindingService, useKeybinding } from '../../core/keybindings';
import { Component, type ReactNode } from 'react';
import { installedPlugins } from '../installedPlugins';
import { registerTileCycling } from './workspace/tileCycle';

/** Every chord the installed plugins contribute (shortcuts, header actions) and the shell's own, into one service. */
function registerEverything(service: KeybindingService): void {
  for (const plugin of installedPlugins) {
    for (const s of plugin.contributes?.shortcuts ?? []) {
      service.register({ keys: s.keys, owner: plugin.id, scope: s.scope, when: s.when, description: s.description, run: () => undefined });
    }
    for (const a of plugin.contributes?.headerActions ?? []) {
      if (a.keys) service.register({ keys: a.keys, owner: plugin.id, scope: a.scope, when: a.when, description: a.label, run: () => undefined });
    }
  }
  registerTileCycling(service);
  service.register({ keys: '?', owner: 'shell', description: { id: 'keys.help.open' }, run: () => undefined });
}

/** Stands for the plugin's boundary: shows what the component threw. */
class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('the keys of the installed plugins', () => {
  test('are valid chords that meet no other owner’s in the same scope (a conflict would throw here, naming both)', () => {
    const service = createKeybindingService({ target: null, onConflict: 'throw' });
    expect(() => registerEverything(service)).not.toThrow();
    expect(service.list().every((b) => !!b.description)).toBe(true);
  });

  test('a plugin component whose keys meet another’s fails in its boundary in development, naming both owners', async () => {
    const service = createKeybindingService({ target: null, onConflict: 'throw' });
    service.register({ keys: 'alt+1', owner: 'dock', run: () => undefined });
    function KnowledgePanel() {
      useKeybinding({ keys: 'alt+1', owner: 'knowledge', run: () => undefined }, service);
      return <p>knowledge</p>;
    }
    // React reports the error the boundary caught on the console: expected here, kept out of the output.
    const consoleError = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { findByRole } = render(
        <Boundary>
          <KnowledgePanel />
        </Boundary>,
      );
      await act(async () => undefined);
      expect((await findByRole('alert')).textContent).toMatch(/alt\+1 of "knowledge" and alt\+1 of "dock"/);
    } finally {
      consoleError.mockRestore();
    }
    expect(service.list().map((b) => b.owner)).toEqual(['dock']);
  });
});
