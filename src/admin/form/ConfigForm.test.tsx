import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import * as z from 'zod/mini';
import pt from '../locales/pt.json';
import { ConfigForm } from './ConfigForm';
import { fieldsOf, valuesOf } from './schemaFields';

/** One field of each kind the form draws, each with a help text; most with a default. */
const schema = z.object({
  name: z._default(z.string().check(z.minLength(2)), 'Central'),
  limit: z._default(z.number().check(z.int(), z.lte(50)), 10),
  enabled: z._default(z.boolean(), true),
  strict: z.boolean(),
  mode: z._default(z.enum(['fast', 'careful']), 'careful'),
  skills: z._default(z.array(z.string()).check(z.maxLength(1)), []),
  rules: z._default(z.array(z.object({ label: z.string() })).check(z.maxLength(1)), []),
  window: z.object({ start: z._default(z.string(), '08:00') }),
});
const fields = fieldsOf(schema);
const helps = { name: 'Como a central se chama.', limit: 'Quantas ao mesmo tempo.', enabled: 'Liga tudo.', mode: 'O modo.', skills: 'As skills.', rules: 'As regras.', window: 'A janela.' };
const messages: Record<string, string> = {
  ...(pt as Record<string, string>),
  ...Object.fromEntries(Object.entries(helps).map(([key, help]) => [`demo.config.${key}.help`, help])),
};

function show(values: Record<string, unknown>) {
  render(
    <IntlProvider locale="pt-BR" messages={messages}>
      <ConfigForm title="Configurações de Demo" schema={schema} fields={fields} initial={{ ...valuesOf(fields, undefined), ...values }} messagePrefix="demo" onChange={() => {}} />
    </IntlProvider>,
  );
  return screen.getByRole('form', { name: 'Configurações de Demo' });
}

/** The text of what describes a control (its help, its error), as assistive technology reads it. */
const description = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the settings form: one frame for every kind of field', () => {
  test('each kind shows its label, its help, its default with a reset, and its error', async () => {
    const form = show({ name: 'x', limit: 99, enabled: false, mode: 'fast', skills: ['a', 'b'], rules: [{ label: 'a' }, { label: 'b' }], window: { start: '09:00' } });

    const name = within(form).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(description(name)).toBe('Como a central se chama. Use pelo menos 2 caracteres.'));
    const limit = within(form).getByRole('textbox', { name: 'Limit' });
    expect(description(limit)).toBe('Quantas ao mesmo tempo. O valor máximo é 50.');
    expect(description(within(form).getByRole('switch', { name: 'Enabled' }))).toBe('Liga tudo.');
    expect(within(form).getByText('O modo.')).toBeTruthy();
    for (const [group, error] of [['Skills', 'A lista aceita no máximo 1 itens.'], ['Rules', 'A lista aceita no máximo 1 itens.'], ['Window', undefined]] as const) {
      const box = within(form).getByRole('group', { name: group });
      expect(within(box).getByText(helps[group.toLowerCase() as keyof typeof helps])).toBeTruthy();
      if (error) expect(within(box).getByRole('alert').textContent).toBe(error);
    }

    // Every field off its default says what the default is and puts it back.
    for (const [label, fallback] of [['Name', 'Central'], ['Limit', '10'], ['Enabled', 'sim'], ['Mode', 'careful'], ['Skills', 'Lista vazia.'], ['Rules', 'Lista vazia.'], ['Start', '08:00']]) {
      const reset = within(form).getByRole('button', { name: `Restaurar padrão: ${label}` });
      expect(reset.parentElement!.textContent).toBe(`Padrão: ${fallback} Restaurar padrão`);
      await act(async () => {
        fireEvent.click(reset);
      });
      expect(within(form).queryByRole('button', { name: `Restaurar padrão: ${label}` })).toBeNull();
    }
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Central');
    expect((within(form).getByRole('textbox', { name: 'Limit' }) as HTMLInputElement).value).toBe('10');
    expect((within(form).getByRole('switch', { name: 'Enabled' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('textbox', { name: 'Start' }) as HTMLInputElement).value).toBe('08:00');
    // The errors went with the values that caused them.
    await waitFor(() => expect(within(form).queryAllByRole('alert')).toEqual([]));
    expect(description(within(form).getByRole('textbox', { name: 'Name' }))).toBe('Como a central se chama.');
  });

  test('a switch whose saved value the schema refuses says so under it, as every other field does', async () => {
    // Saved before the setting was required: the form cannot be saved, and the switch tells why.
    const form = show({ strict: undefined });
    const strict = within(form).getByRole('switch', { name: 'Strict' });
    await waitFor(() => expect(strict.closest('div')!.querySelector('[role=alert]')?.textContent).toBe('Preencha este campo.'));
    await act(async () => {
      fireEvent.click(strict);
    });
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
  });
});
