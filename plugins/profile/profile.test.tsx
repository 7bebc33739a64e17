import { getConfig } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { profilePlugin } from '.';
import SettingsDrawer from './SettingsDrawer';
import { pngFile } from './testPng';

const harness = useHarness({ paused: true });
const agent = () => harness.demo.model.state.users.find((u) => u.email === 'agente@tessera.demo')!;

let open: () => Promise<unknown>;

async function openSettings() {
  const { runtime } = harness.render(<SettingsDrawer />, [profilePlugin]);
  open = () => act(() => runtime.runCommand('profile.open'));
  await open();
  return screen.findByRole('dialog', { name: 'Configurações' });
}

function choose(drawer: HTMLElement, file: File) {
  // FileTrigger's input is hidden; the button opens it. Choosing a file fires its change.
  const input = drawer.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('settings drawer: picture', () => {
  test('a new picture is sent as a data URL and shows at once', async () => {
    const drawer = await openSettings();
    expect(within(drawer).getByRole('button', { name: 'Trocar foto' })).toBeTruthy();
    choose(drawer, pngFile(64, 64));

    await screen.findByText('Foto atualizada.');
    expect(store.session?.user.url_avatar).toMatch(/^data:image\/png;base64,/);
    expect(agent().avatarUrl).toBe(store.session?.user.url_avatar);
    expect(within(drawer).getByRole('img', { name: 'Foto de Ana Souza' })).toBeTruthy();
  });

  test('pictures over 1000 × 1000 px, over 200 KB or not images are refused before sending', async () => {
    const drawer = await openSettings();
    choose(drawer, pngFile(1200, 900));
    await screen.findByText('A foto deve ter no máximo 1000 × 1000 pixels.');
    choose(drawer, new File([new Uint8Array(201 * 1024)], 'grande.png', { type: 'image/png' }));
    await screen.findByText('A foto deve ter no máximo 200 KB.');
    choose(drawer, new File(['olá'], 'notas.txt', { type: 'text/plain' }));
    await screen.findByText('Escolha uma imagem PNG, JPEG, GIF ou WebP.');
    expect(agent().avatarUrl).toBeUndefined();
    expect(store.session?.user.url_avatar).toBeUndefined();
  });

  test('a server refusal is mapped through the table, or says the file could not be sent', async () => {
    const url = `${getConfig().clientsApiUrl}/user/profile`;
    harness.demo.server.use(http.patch(url, () => HttpResponse.json({ message: [{ key: 'avatar', value: 'File too large' }] }, { status: 413 }), { once: true }));
    const drawer = await openSettings();
    choose(drawer, pngFile(32, 32));
    await screen.findByText('A foto deve ter no máximo 200 KB.');

    harness.demo.server.use(http.patch(url, () => HttpResponse.json({ message: [{ key: 'avatar', value: 'Storage offline' }] }, { status: 503 }), { once: true }));
    choose(drawer, pngFile(32, 32));
    await screen.findByText('Não foi possível enviar o arquivo.');
    expect(store.session?.user.url_avatar).toBeUndefined();
  });
});

describe('settings drawer: new password', () => {
  const fill = (drawer: HTMLElement, password: string, repeat = password) => {
    fireEvent.change(within(drawer).getByLabelText('Nova senha'), { target: { value: password } });
    fireEvent.change(within(drawer).getByLabelText('Repita a nova senha'), { target: { value: repeat } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar nova senha' }));
  };

  test('a new password that follows the rules is saved with the session', async () => {
    const drawer = await openSettings();
    fill(drawer, 'Seguro#2027');
    await screen.findByText('Senha atualizada.');
    expect(agent().password).toBe('Seguro#2027');
    await waitUntil(() => (within(drawer).getByLabelText('Nova senha') as HTMLInputElement).value === '', { timeout: 2_000, what: 'the form cleared' });
  });

  test('the rules, the repeat and the previous password are checked', async () => {
    const drawer = await openSettings();
    fill(drawer, 'Seguro#2027', 'Seguro#2028');
    await within(drawer).findByText('As senhas não são iguais');
    fill(drawer, 'curta');
    await within(drawer).findByText('A senha deve ter de 8 a 30 caracteres');
    fill(drawer, 'Tessera#2026');
    await within(drawer).findByText('A nova senha deve ser diferente da anterior');
    expect(agent().password).toBe('Tessera#2026');
  });
});

describe('settings drawer: volume', () => {
  test('the slider sets the notification volume, 0 reads "Sem som"', async () => {
    const drawer = await openSettings();
    const slider = within(drawer).getByRole('slider', { name: 'Volume das notificações' });
    expect(slider.getAttribute('aria-valuetext')).toBe('100%');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    await waitUntil(() => store.preferences.volume === 95, { timeout: 2_000, what: 'the volume to drop' });
    fireEvent.keyDown(slider, { key: 'Home' });
    await within(drawer).findByText('Sem som');
    expect(store.preferences.volume).toBe(0);
  });

  test('Escape and the close button close the drawer', async () => {
    const drawer = await openSettings();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Fechar configurações' }));
    await waitUntil(() => screen.queryByRole('dialog') === null, { timeout: 2_000, what: 'the drawer to close' });
    await open();
    const again = await screen.findByRole('dialog', { name: 'Configurações' });
    fireEvent.keyDown(within(again).getByRole('button', { name: 'Trocar foto' }), { key: 'Escape' });
    await waitUntil(() => screen.queryByRole('dialog') === null, { timeout: 2_000, what: 'Escape to close the drawer' });
  });
});
