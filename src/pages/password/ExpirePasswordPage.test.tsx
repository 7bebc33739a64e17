import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_PASSWORD } from '../../../core/testing/demo/model/accounts';
import type { Harness } from '../../../core/testing/harness';
import { EXPIRED_REDIRECT_MS } from './ExpirePasswordPage';
import { descriptionOf, renderAt, snackbar, startSignedOut, submit, typeInto } from './passwordTestKit';

let harness: Harness;
beforeEach(async () => {
  harness = await startSignedOut();
});
afterEach(() => harness.stop());

const FORM = 'Trocar a senha expirada';
const EXPIRED = 'expirado@tessera.demo';

/** What the sign-in page hands over when POST /login answers a change token. */
function expiredSignIn(): { token: string } {
  const answer = harness.demo.model.loginAnswer(EXPIRED, DEMO_PASSWORD);
  if (!('token' in answer)) throw new Error('expected a change token');
  return { token: answer.token };
}

async function choose(newPassword: string) {
  const field = await typeInto('Nova senha', newPassword);
  await typeInto('Repita a nova senha', newPassword);
  await submit(FORM);
  return field;
}

describe('/expire-password', () => {
  test('shows the expired heading, the rule and the new-password form', async () => {
    renderAt(harness, '/expire-password', expiredSignIn());
    expect(await screen.findByRole('heading', { name: 'Sua senha expirou', level: 1 })).toBeTruthy();
    expect(screen.getByRole('form', { name: FORM })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'A senha precisa ter:' })).toBeTruthy();
    expect(screen.getByLabelText('Nova senha', { selector: 'input' }).getAttribute('type')).toBe('password');
  });

  test('without a token in navigation state: an explanation and a way to sign in, no form', async () => {
    renderAt(harness, '/expire-password');
    expect(await screen.findByRole('heading', { name: 'Sua senha expirou' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('entre primeiro com o seu e-mail e a senha atual');
    expect(within(alert).getByRole('link', { name: 'Voltar para a entrada' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByRole('form')).toBeNull();
  });

  test('the same password as before is refused under the new-password field', async () => {
    renderAt(harness, '/expire-password', expiredSignIn());
    await screen.findByRole('form', { name: FORM });
    const field = await choose(DEMO_PASSWORD);
    await waitFor(() => expect(descriptionOf(field)).toContain('A nova senha deve ser diferente da anterior'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  test('a spent change token shows the passwordNew401 snackbar', async () => {
    const handedOver = expiredSignIn();
    harness.demo.model.changePassword(handedOver.token, 'Outra#Senha9');
    renderAt(harness, '/expire-password', handedOver);
    await screen.findByRole('form', { name: FORM });
    await choose('Nova#Senha1');
    expect((await snackbar()).getByText(/O link de troca de senha é inválido ou expirou/)).toBeTruthy();
  });

  test(`success: a success message, then sign-in after ${EXPIRED_REDIRECT_MS} ms, where the new password works`, async () => {
    renderAt(harness, '/expire-password', expiredSignIn());
    await screen.findByRole('form', { name: FORM });
    await choose('Nova#Senha1');
    const done = await screen.findByRole('status');
    const shownAt = Date.now();
    expect(done.textContent).toContain('Senha atualizada! Em instantes você volta para a entrada.');
    expect(screen.queryByRole('form')).toBeNull();
    expect(location.pathname).toBe('/expire-password');

    await screen.findByRole('heading', { name: 'Stand-in sign-in page' }, { timeout: EXPIRED_REDIRECT_MS + 1_500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(EXPIRED_REDIRECT_MS - 100);
    expect(location.pathname).toBe('/signin');
    expect('Authorization' in harness.demo.model.loginAnswer(EXPIRED, 'Nova#Senha1')).toBe(true);
  });
});
