import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { store } from '../../core/state/store';
import { useHarness, waitUntil } from '../../core/testing/harness';
import { ForcedLogoutDialog } from './ForcedLogoutDialog';

const harness = useHarness({ paused: true, connectHub: true });

describe('the forced-logout dialog', () => {
  test('a manager logs the agent out: "Desconectado" explains it, and OK goes to the sign-in', async () => {
    harness.render(<ForcedLogoutDialog />, []);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await act(() => harness.demo.control.forceLogout());
    const dialog = await screen.findByRole('alertdialog', { name: 'Desconectado' }, { timeout: 3000 });
    expect(dialog.textContent).toContain('Você foi desconectado pelo seu supervisor.');
    // Blocking: Escape does not make it go away.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Desconectado' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitUntil(() => store.session === null, { timeout: 2000, what: 'the session to end' });
    expect(window.location.pathname).toBe('/signin');
  });
});
