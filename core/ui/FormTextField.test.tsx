import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { FormTextField } from './FormTextField';

const messages = { 'demo.tooShort': 'Escreva ao menos {min} caracteres.' };

/** A one-field form whose rule gives a message id with a placeholder; `server` is set as a server would. */
function NoteForm({ server }: { server?: string }) {
  const { control, handleSubmit, setError } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  useEffect(() => {
    if (server) setError('note', { message: server });
  }, [server, setError]);
  return (
    <IntlProvider locale="pt-BR" messages={messages}>
      <form aria-label="Nota" onSubmit={(event) => void handleSubmit(() => {})(event)} noValidate>
        <FormTextField control={control} name="note" label="Nota" multiline rows={5} messageValues={{ min: 10 }} />
        <button type="submit">Enviar</button>
      </form>
    </IntlProvider>
  );
}

describe('FormTextField', () => {
  test('multiline: a text area of the rows asked for, named by its label', () => {
    render(<NoteForm />);
    const note = screen.getByRole('textbox', { name: 'Nota' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note.getAttribute('rows')).toBe('5');
  });

  test("a rule's message id is shown in the reader's words with its values; a server's message as it came", async () => {
    const { unmount } = render(<NoteForm server="demo.tooShort" />);
    expect((await screen.findByText('Escreva ao menos 10 caracteres.')).textContent).toBe('Escreva ao menos 10 caracteres.');
    expect(screen.getByRole('textbox', { name: 'Nota' }).getAttribute('aria-invalid')).toBe('true');
    unmount();
    render(<NoteForm server="Nota recusada pelo servidor." />);
    expect(await screen.findByText('Nota recusada pelo servidor.')).toBeTruthy();
  });
});
