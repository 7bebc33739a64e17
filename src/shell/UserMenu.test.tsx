import { describe, expect, test } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { store } from '../../core/state/store';
import { useHarness, waitUntil } from '../../core/testing/harness';
import { availabilityPlugin } from '../../plugins/availability';
import { conversationPlugin } from '../../plugins/conversation';
import { preferencesPlugin } from '../../plugins/preferences';
import { profilePlugin } from '../../plugins/profile';
import { Overlays } from './Overlays';
import { UserMenu } from './UserMenu';

const harness = useHarness({
  paused: true,
});
const plugins = [availabilityPlugin, profilePlugin, preferencesPlugin, conversationPlugin];

function openMenu() {
  harness.render(
    <>
      <UserMenu />
      <Overlays />
    </>,
    plugins,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Menu de Ana Souza' }));
  return screen.findByRole('menu', { name: 'Menu de Ana Souza' });
}

const entries = (menu: HTMLElement) =>
  [...menu.querySelectorAll('[role^="menuitem"]')].map((item) => item.querySelector('[slot="label"]')?.textContent ?? item.textContent);

describe('the avatar menu', () => {
  test('lists the spec’s entries in order: status, settings, the toggles, language, sign out', async () => {
    const menu = await openMenu();
    expect(entries(menu)).toEqual(['Status', 'Configurações', 'Sons', 'Tema escuro', 'Enviar com Enter', 'Idioma', 'Atalhos de teclado', 'Sair']);
    const status = within(menu).getByRole('menuitem', { name: 'Status' });
    expect(status.textContent).toContain('Online');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Sons' }).getAttribute('aria-checked')).toBe('true');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Tema escuro' }).getAttribute('aria-checked')).toBe('false');
  });

  test('Sounds sets the volume to 0 and back to 100', async () => {
    let menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Sons' }));
    await waitUntil(() => store.preferences.volume === 0, { timeout: 2_000, what: 'sounds off' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu de Ana Souza' }));
    menu = await screen.findByRole('menu', { name: 'Menu de Ana Souza' });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Sons' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Sons' }));
    await waitUntil(() => store.preferences.volume === 100, { timeout: 2_000, what: 'sounds on' });
  });

  test('Dark theme switches the theme, and Language switches the whole menu to English', async () => {
    let menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Tema escuro' }));
    await waitUntil(() => store.preferences.theme === 'dark', { timeout: 2_000, what: 'the dark theme' });

    fireEvent.click(screen.getByRole('button', { name: 'Menu de Ana Souza' }));
    menu = await screen.findByRole('menu', { name: 'Menu de Ana Souza' });
    // The submenu opens from the keyboard (→), as from a pointer hovering it.
    const language = within(menu).getByRole('menuitem', { name: 'Idioma' });
    language.focus();
    fireEvent.keyDown(language, { key: 'ArrowRight' });
    // Named by its entry, which also says the current choice.
    const languages = await screen.findByRole('menu', { name: /^Idioma/ });
    expect(within(languages).getByRole('menuitemradio', { name: 'Português' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(languages).getByRole('menuitemradio', { name: 'English' }));
    await waitUntil(() => store.preferences.language === 'en', { timeout: 2_000, what: 'English' });

    fireEvent.click(await screen.findByRole('button', { name: "Ana Souza's menu" }));
    menu = await screen.findByRole('menu', { name: "Ana Souza's menu" });
    expect(entries(menu)).toEqual(['Status', 'Settings', 'Sounds', 'Dark theme', 'Send with Enter', 'Language', 'Keyboard shortcuts', 'Sign out']);
  });

  test('Status opens the status picker and Settings the drawer', async () => {
    let menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Status' }));
    const picker = await screen.findByRole('dialog', { name: 'Alterar status' });
    fireEvent.click(within(picker).getByRole('button', { name: 'Fechar' }));
    await waitUntil(() => screen.queryByRole('dialog') === null, { timeout: 2_000, what: 'the picker to close' });

    fireEvent.click(screen.getByRole('button', { name: 'Menu de Ana Souza' }));
    menu = await screen.findByRole('menu', { name: 'Menu de Ana Souza' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Configurações' }));
    await screen.findByRole('dialog', { name: 'Configurações' });
  });
});
