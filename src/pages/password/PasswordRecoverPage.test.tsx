import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../../core/api/endpoints';
import { apiUrl } from '../../../core/testing/demo/handlers/urls';
import type { Harness } from '../../../core/testing/harness';
import { setDemoMailbox } from '../../demo/mailbox';
import { descriptionOf, notifications, renderAt, startSignedOut, submit, typeInto } from './passwordTestKit';

let harness: Harness;
beforeEach(async () => {
  harness = await startSignedOut();
});
afterEach(async () => {
  setDemoMailbox(async () => undefined);
  await harness.stop();
});

const FORM = 'Pedir link de troca de senha';

async function ask(email: string) {
  renderAt(harness, '/password-recover');
  const field = await typeInto('E-mail', email);
  await submit(FORM);
  return field;
}

/** Makes the next reset request answer `status` with `body`. */
function answerReset(status: number, body: { message: { key: string; value: string }[] }) {
  harness.demo.server.use(http.post(apiUrl(endpoints.passwordReset()), () => HttpResponse.json(body, { status }), { once: true }));
}

describe('/password-recover', () => {
  test('one e-mail field, a send button and a way back to sign-in', async () => {
    renderAt(harness, '/password-recover');
    expect(await screen.findByRole('heading', { name: 'Recuperar senha', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Enviar link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a entrada' }).getAttribute('href')).toBe('/signin');
  });

  test('the e-mail is required and must be valid, before anything is sent', async () => {
    renderAt(harness, '/password-recover');
    await screen.findByRole('form', { name: FORM });
    await submit(FORM);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(descriptionOf(field)).toContain('Informe o e-mail');
    await typeInto('E-mail', 'agente@');
    await submit(FORM);
    expect(descriptionOf(field)).toContain('Informe um e-mail válido');
    expect(await harness.demo.control.lastPasswordResetLink()).toBeUndefined();
  });

  test("an unknown e-mail: the server's message shows on the e-mail field (key 'e-mail')", async () => {
    const field = await ask('ninguem@tessera.demo');
    await screen.findByText('E-mail não encontrado');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toBe('E-mail não encontrado');
    expect(screen.getByRole('form', { name: FORM })).toBeTruthy();
  });

  test('a known e-mail: a success alert replaces the form and takes the focus', async () => {
    await ask('agente@tessera.demo');
    const alert = await screen.findByRole('status');
    expect(alert.textContent).toContain('um link para criar uma nova senha');
    expect(document.activeElement).toBe(alert);
    expect(screen.queryByRole('form', { name: FORM })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    // Outside demo mode there is no mailbox.
    expect(screen.queryByRole('link', { name: 'Abrir o link de troca de senha' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para a entrada' })).toBeTruthy();
  });

  test('in demo mode the alert offers the mailed reset link', async () => {
    setDemoMailbox(() => harness.demo.control.lastPasswordResetLink());
    await ask('agente@tessera.demo');
    const link = await screen.findByRole('link', { name: 'Abrir o link de troca de senha' });
    expect(link.getAttribute('href')).toBe(await harness.demo.control.lastPasswordResetLink());
    expect(link.getAttribute('href')).toMatch(/^\/password-reset\/pwd\./);
  });

  test('a key that names a field goes on it; one that names none shows as an error toast', async () => {
    answerReset(400, { message: [{ key: 'slug', value: 'Empresa não encontrada' }, { key: 'email', value: 'Domínio bloqueado' }] });
    const field = await ask('agente@tessera.demo');
    expect((await notifications()).getByText('Empresa não encontrada')).toBeTruthy();
    expect(descriptionOf(field)).toBe('Domínio bloqueado');
  });

  test("status 500 and a lost connection show 'Serviço indisponível' as an error toast", async () => {
    answerReset(500, { message: [{ key: 'e-mail', value: 'stack trace' }] });
    const field = await ask('agente@tessera.demo');
    expect((await notifications()).getByText('Serviço indisponível')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('stack trace')).toBeNull();

    harness.demo.server.use(http.post(apiUrl(endpoints.passwordReset()), () => HttpResponse.error(), { once: true }));
    await submit(FORM);
    expect((await notifications()).getAllByText('Serviço indisponível')).toHaveLength(2);
  });
});
