import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../../core/api/endpoints';
import { snackbarQueue } from '../../../core/notify/notifier';
import { DEMO_PASSWORD } from '../../../core/testing/demo/model/accounts';
import { apiUrl } from '../../../core/testing/demo/handlers/urls';
import type { Harness } from '../../../core/testing/harness';
import { descriptionOf, notifications, renderAt, snackbar, startSignedOut, submit, typeInto } from './passwordTestKit';

let harness: Harness;
beforeEach(async () => {
  harness = await startSignedOut();
});
afterEach(() => harness.stop());

const FORM = 'Criar uma nova senha';

/** A reset link mailed by the demo for the agent: its token. */
function mailedToken(email = 'agente@tessera.demo'): string {
  const token = harness.demo.model.requestPasswordReset(email);
  return token;
}

async function choose(newPassword: string, repeat = newPassword) {
  await screen.findByRole('form', { name: FORM });
  const field = await typeInto('Nova senha', newPassword);
  await typeInto('Repita a nova senha', repeat);
  await submit(FORM);
  return field;
}

const signsInWith = (password: string) => {
  try {
    return 'Authorization' in harness.demo.model.loginAnswer('agente@tessera.demo', password);
  } catch {
    return false;
  }
};

describe('/password-reset/{token} and /reset-password/{token}', () => {
  for (const route of ['/password-reset', '/reset-password']) {
    test(`${route}: a valid new password is saved, a success toast shows and the page goes to sign-in`, async () => {
      const token = mailedToken();
      renderAt(harness, `${route}/${encodeURIComponent(token)}`);
      expect(await screen.findByRole('heading', { name: 'Criar uma nova senha', level: 1 })).toBeTruthy();
      await choose('Nova#Senha1');
      await screen.findByRole('heading', { name: 'Stand-in sign-in page' });
      expect(location.pathname).toBe('/signin');
      expect((await notifications()).getByText('Senha atualizada. Entre com a nova senha.')).toBeTruthy();
      expect(signsInWith('Nova#Senha1')).toBe(true);
      expect(signsInWith(DEMO_PASSWORD)).toBe(false);
    });
  }

  test('without a token in the route, the token handed over in navigation state is used', async () => {
    renderAt(harness, '/password-reset', { token: mailedToken() });
    await choose('Nova#Senha1');
    await screen.findByRole('heading', { name: 'Stand-in sign-in page' });
    expect(signsInWith('Nova#Senha1')).toBe(true);
  });

  test('without any token: a clear message and a link to ask for a new one, no form', async () => {
    renderAt(harness, '/reset-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Este link de troca de senha está incompleto');
    expect(within(alert).getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe('/password-recover');
    expect(screen.queryByRole('form')).toBeNull();
  });

  test('the rule is shown beside the field and each requirement is marked as it is met', async () => {
    renderAt(harness, `/password-reset/${mailedToken()}`);
    const rules = await screen.findByRole('list', { name: 'A senha precisa ter:' });
    const items = () => within(rules).getAllByRole('listitem').map((li) => li.textContent);
    expect(items()).toEqual([
      'de 8 a 30 caracteres(pendente)',
      'um número(pendente)',
      'uma letra minúscula(pendente)',
      'uma letra maiúscula(pendente)',
      'um caractere especial, como ! @ # $ %(pendente)',
    ]);
    const field = await typeInto('Nova senha', 'senha1');
    expect(items().filter((t) => t?.endsWith('(atendido)'))).toEqual(['um número(atendido)', 'uma letra minúscula(atendido)']);
    // The field points at the rule, so a screen reader reads it with the field.
    expect(descriptionOf(field)).toContain('A senha precisa ter:');
  });

  test('the form checks both fields, the rule and that the two match before sending', async () => {
    renderAt(harness, `/password-reset/${mailedToken()}`);
    await choose('', '');
    expect(descriptionOf(screen.getByLabelText('Nova senha'))).toContain('A senha é obrigatória');
    expect(descriptionOf(screen.getByLabelText('Repita a nova senha'))).toContain('A senha é obrigatória');

    await choose('Nova#Senha', 'Nova#Senha');
    expect(descriptionOf(screen.getByLabelText('Nova senha'))).toContain('Inclua ao menos um número');

    await choose('Nova#Senha1', 'Nova#Senha2');
    expect(descriptionOf(screen.getByLabelText('Repita a nova senha'))).toContain('As senhas não são iguais');
    expect(signsInWith(DEMO_PASSWORD)).toBe(true);
  });

  test('the previous password: the server refusal shows under the new-password field', async () => {
    renderAt(harness, `/password-reset/${mailedToken()}`);
    const field = await choose(DEMO_PASSWORD);
    await screen.findByText('A nova senha deve ser diferente da anterior');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toContain('A nova senha deve ser diferente da anterior');
    expect(document.activeElement).toBe(field);
    expect(location.pathname).toMatch(/^\/password-reset\//);
  });

  test("an invalid or spent link: the 'passwordNew401' snackbar, for 3 s", async () => {
    renderAt(harness, '/password-reset/pwd.1001.forged');
    await choose('Nova#Senha1');
    expect((await snackbar()).getByText('O link de troca de senha é inválido ou expirou. Entre novamente ou peça um novo link.')).toBeTruthy();
    expect(snackbarQueue.visibleToasts[0]?.timeout).toBe(3_000);
    expect(screen.getByRole('form', { name: FORM })).toBeTruthy();
  });

  test('server keys: a field of that name gets the message, an unknown key an error toast', async () => {
    harness.demo.server.use(
      http.post(
        apiUrl(endpoints.passwordChange()),
        () =>
          HttpResponse.json(
            { message: [{ key: 'passwordRepeat', value: 'Repetição recusada' }, { key: 'slug', value: 'Empresa desconhecida' }] },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    renderAt(harness, `/password-reset/${mailedToken()}`);
    await choose('Nova#Senha1');
    expect((await notifications()).getByText('Empresa desconhecida')).toBeTruthy();
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Repita a nova senha'))).toContain('Repetição recusada'));
  });
});
