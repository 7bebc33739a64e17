import { getConfig, RenderContribution, useContributions } from '@tessera/core';
import { DEMO_SUPERVISOR, store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { phonePlugin } from '.';

const harness = useHarness({ paused: true, connectHub: true });

/** The shell's floating slot, drawn from the public API as the dashboard draws it. */
function FloatingSlot() {
  const items = useContributions('toolbarItems').filter((item) => item.contribution.placement === 'floating');
  return (
    <>
      {items.map(({ plugin, contribution }) => (
        <RenderContribution key={contribution.id} plugin={plugin} component={contribution.component} props={{}} />
      ))}
    </>
  );
}

const apiUrl = (base: 'clients' | 'messages', path: string) =>
  `${base === 'clients' ? getConfig().clientsApiUrl : getConfig().messagesApiUrl}${path}`;

/** Every POST to create an attendance: its path on the messages API and its body. */
function recordCreates() {
  const creates: { path: string; body: unknown }[] = [];
  harness.demo.server.events.on('request:start', ({ request }) => {
    const path = request.url.replace(getConfig().messagesApiUrl, '');
    if (request.method === 'POST' && path.startsWith('/channel/phone/receive/')) {
      void request.clone().json().then((body: unknown) => creates.push({ path, body }));
    }
  });
  return creates;
}

async function openDialog() {
  harness.render(<FloatingSlot />, [phonePlugin]);
  const button = await screen.findByRole('button', { name: 'Criar atendimento telefônico' });
  await act(async () => {
    fireEvent.click(button);
  });
  return screen.findByRole('dialog', { name: 'Criar atendimento' });
}

async function type(field: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
  });
}
async function leave(field: HTMLElement) {
  await act(async () => {
    fireEvent.blur(field);
  });
}
async function press(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Confirmar' });
const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled');

async function chooseSkill(dialog: HTMLElement, name: string) {
  const trigger = await within(dialog).findByRole('button', { name: /^Escolha uma skill/ });
  await press(trigger);
  const listbox = await screen.findByRole('listbox');
  await press(within(listbox).getByRole('option', { name }));
}

describe('phone plugin', () => {
  test('the floating button shows for a user with the phone permission only', async () => {
    const { unmount } = harness.render(<FloatingSlot />, [phonePlugin]);
    expect(await screen.findByRole('button', { name: 'Criar atendimento telefônico' })).toBeTruthy();
    unmount();

    await harness.signIn(DEMO_SUPERVISOR);
    expect(store.session?.permissionsExtra.phone).toBe(false);
    harness.render(<FloatingSlot />, [phonePlugin]);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Criar atendimento telefônico' })).toBeNull();
  });

  test('the dialog opens with the keyboard in its first field, Nome: nothing typed first is lost', async () => {
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    await waitUntil(() => document.activeElement === name, { what: 'the keyboard in Nome' });
  });

  test('it says what each field needs, and Confirm stays disabled while anything is wrong', async () => {
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    const cpf = within(dialog).getByRole('textbox', { name: 'CPF' });
    expect(within(dialog).getByText('De 4 a 50 caracteres')).toBeTruthy();
    // Two phone skills in the demo: a select, nothing chosen.
    await within(dialog).findByRole('button', { name: /^Escolha uma skill/ });
    expect(isDisabled(confirmButton(dialog))).toBe(true);

    await type(name, 'Ana');
    await leave(name);
    expect(within(dialog).getByText('O nome deve ter de 4 a 50 caracteres')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await type(name, 'x'.repeat(51));
    expect(within(dialog).getByText('O nome deve ter de 4 a 50 caracteres')).toBeTruthy();
    await type(name, '   Ana   ');
    expect(within(dialog).getByText('O nome deve ter de 4 a 50 caracteres')).toBeTruthy();
    await type(name, '');
    expect(within(dialog).getByText('Informe o nome')).toBeTruthy();
    await type(name, 'Joana Prado');
    expect(within(dialog).queryByText('O nome deve ter de 4 a 50 caracteres')).toBeNull();

    // The second check digit is wrong.
    await type(cpf, '529.982.247-26');
    await leave(cpf);
    expect(within(dialog).getByText('CPF inválido')).toBeTruthy();
    await type(cpf, '111.111.111-11');
    expect(within(dialog).getByText('CPF inválido')).toBeTruthy();
    await type(cpf, '529.982.247-25');
    expect(within(dialog).queryByText('CPF inválido')).toBeNull();

    // Name and CPF are right, the skill is not chosen yet.
    expect(isDisabled(confirmButton(dialog))).toBe(true);
    await chooseSkill(dialog, 'Telefone - Sinistro Auto');
    await waitUntil(() => !isDisabled(confirmButton(dialog)), { timeout: 2_000, what: 'Confirm to be enabled' });
  });

  test('the CPF is masked as it is typed or pasted', async () => {
    const dialog = await openDialog();
    const cpf = within(dialog).getByRole('textbox', { name: 'CPF' }) as HTMLInputElement;
    expect(cpf.getAttribute('placeholder')).toBe('000.000.000-00');
    await type(cpf, '5299');
    expect(cpf.value).toBe('529.9');
    await type(cpf, '529.98224');
    expect(cpf.value).toBe('529.982.24');
    // A paste of bare digits, of a masked value, and of one with a digit too many.
    await type(cpf, '52998224725');
    expect(cpf.value).toBe('529.982.247-25');
    await type(cpf, '529.982.247-25');
    expect(cpf.value).toBe('529.982.247-25');
    await type(cpf, '529.982.247-259');
    expect(cpf.value).toBe('529.982.247-25');
    await type(cpf, 'abc');
    expect(cpf.value).toBe('');
  });

  test('a digit typed in the middle of the CPF keeps the caret after it', async () => {
    const dialog = await openDialog();
    const cpf = within(dialog).getByRole('textbox', { name: 'CPF' }) as HTMLInputElement;
    await act(async () => cpf.focus());
    await type(cpf, '529.982.247');
    // '1' typed after '529': the input holds '5291.982.247' with the caret after the '1'.
    await act(async () => {
      fireEvent.change(cpf, { target: { value: '5291.982.247', selectionStart: 4, selectionEnd: 4 } });
    });
    expect(cpf.value).toBe('529.198.224-7');
    expect(cpf.selectionStart).toBe(5);
  });

  test('a valid attendance is created: digits-only CPF, a success toast, the dialog closes, the call arrives in the list', async () => {
    const creates = recordCreates();
    const dialog = await openDialog();
    await type(within(dialog).getByRole('textbox', { name: 'Nome' }), '  Joana Prado ');
    await type(within(dialog).getByRole('textbox', { name: 'CPF' }), '52998224725');
    await chooseSkill(dialog, 'Telefone - Sinistro Auto');
    await waitUntil(() => !isDisabled(confirmButton(dialog)), { timeout: 2_000, what: 'Confirm to be enabled' });
    await press(confirmButton(dialog));

    expect(await screen.findByText('Atendimento criado com sucesso')).toBeTruthy();
    await waitUntil(() => !screen.queryByRole('dialog', { name: 'Criar atendimento' }), { timeout: 2_000, what: 'the dialog to close' });
    expect(creates).toEqual([
      { path: '/channel/phone/receive/skl-telefone-sinistro', body: { name: 'Joana Prado', cpf: '52998224725', skill: 'skl-telefone-sinistro' } },
    ]);
    // Through the hub, like any other arrival.
    await waitUntil(() => Object.values(store.conversations).some((c) => c.channel === 'telefone' && c.consumer.name === 'Joana Prado'), { timeout: 3_000, what: 'the phone conversation in the list' });
    const created = Object.values(store.conversations).find((c) => c.consumer.name === 'Joana Prado')!;
    expect(created).toMatchObject({ status: 'active', skillId: 'skl-telefone-sinistro' });
  });

  test('with one phone skill it is chosen already and shown, not asked', async () => {
    harness.demo.server.use(
      http.get(apiUrl('clients', '/skillBySource'), ({ request }) =>
        new URL(request.url).searchParams.get('source') === 'telefone'
          ? HttpResponse.json({ data: { skills: [{ id: 'skl-telefone', name: 'Telefone - Central' }] } })
          : HttpResponse.json({ message: [{ key: 'source', value: 'Unknown source' }] }, { status: 400 }),
      ),
    );
    const creates = recordCreates();
    const dialog = await openDialog();
    const skill = (await within(dialog).findByRole('textbox', { name: 'Skill' })) as HTMLInputElement;
    expect(skill.value).toBe('Telefone - Central');
    expect(skill.readOnly).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /Escolha uma skill/ })).toBeNull();

    await type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Carlos Mendes');
    await type(within(dialog).getByRole('textbox', { name: 'CPF' }), '111.444.777-35');
    await waitUntil(() => !isDisabled(confirmButton(dialog)), { timeout: 2_000, what: 'Confirm to be enabled' });
    await press(confirmButton(dialog));
    expect(await screen.findByText('Atendimento criado com sucesso')).toBeTruthy();
    expect(creates).toEqual([{ path: '/channel/phone/receive/skl-telefone', body: { name: 'Carlos Mendes', cpf: '11144477735', skill: 'skl-telefone' } }]);
  });

  test('when the skills cannot be loaded: the generic error, and a retry that works', async () => {
    harness.demo.server.use(
      http.get(apiUrl('clients', '/skillBySource'), () => HttpResponse.json({ message: [{ key: 'server', value: 'Unavailable service' }] }, { status: 500 }), {
        once: true,
      }),
    );
    const dialog = await openDialog();
    expect(await screen.findByText('Desculpe! Algo deu errado, entre em contato com a nossa equipe de suporte')).toBeTruthy();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as skills.');
    expect(isDisabled(confirmButton(dialog))).toBe(true);
    await press(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(dialog).findByRole('button', { name: /^Escolha uma skill/ })).toBeTruthy();
  });

  test('when the attendance cannot be created: the generic error, and the dialog keeps what was typed', async () => {
    harness.demo.server.use(
      http.post(apiUrl('messages', '/channel/phone/receive/:skillId'), () =>
        HttpResponse.json({ message: [{ key: 'server', value: 'Unavailable service' }] }, { status: 500 }),
      ),
    );
    const before = Object.keys(store.conversations).length;
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Nome' }) as HTMLInputElement;
    await type(name, 'Joana Prado');
    await type(within(dialog).getByRole('textbox', { name: 'CPF' }), '52998224725');
    await chooseSkill(dialog, 'Telefone - Central');
    await waitUntil(() => !isDisabled(confirmButton(dialog)), { timeout: 2_000, what: 'Confirm to be enabled' });
    await press(confirmButton(dialog));
    expect(await screen.findByText('Desculpe! Algo deu errado, entre em contato com a nossa equipe de suporte')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Criar atendimento' })).toBeTruthy();
    expect(name.value).toBe('Joana Prado');
    expect(Object.keys(store.conversations)).toHaveLength(before);
  });

  test('Cancel closes the dialog without creating anything', async () => {
    const creates = recordCreates();
    const dialog = await openDialog();
    await press(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Criar atendimento' })).toBeNull();
    expect(creates).toEqual([]);
  });
});
