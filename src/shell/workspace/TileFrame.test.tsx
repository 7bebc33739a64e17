import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { definePlugin } from '../../../core/plugins/definePlugin';
import { layout, loadLayout, resetLayoutState } from '../../../core/layout/state';
import { resetStore, store } from '../../../core/state/store';
import { testSession } from '../../../core/testing/session';
import { renderWithPlugins } from '../../../core/testing/render';
import { Workspace } from './Workspace';

const messages = {
  pt: {
    'notes.title': 'Notas',
    'board.title': 'Quadro',
    'notes.close.title': 'Fechar as notas?',
    'notes.close.body': 'O que você escreveu fica guardado por 30 minutos.',
    'notes.close.confirm': 'Fechar as notas',
  },
  en: {
    'notes.title': 'Notes',
    'board.title': 'Board',
    'notes.close.title': 'Close the notes?',
    'notes.close.body': 'What you wrote is kept for 30 minutes.',
    'notes.close.confirm': 'Close the notes',
  },
};

function NotesTile() {
  return <textarea aria-label="Texto das notas" defaultValue="" />;
}
function BoardTile() {
  return <p>Quadro de avisos</p>;
}

/** Two tiles: notes asks before closing and minimizes, the board does neither. */
const tilesPlugin = definePlugin({
  id: 'notes',
  title: { id: 'notes.title' },
  description: { id: 'notes.title' },
  messages,
  contributes: {
    tiles: [
      {
        id: 'notes',
        title: { id: 'notes.title' },
        icon: 'book',
        component: async () => ({ default: NotesTile }),
        minimizable: true,
        confirmClose: { title: { id: 'notes.close.title' }, body: { id: 'notes.close.body' }, confirm: { id: 'notes.close.confirm' } },
      },
      { id: 'board', title: { id: 'board.title' }, icon: 'grid', component: async () => ({ default: BoardTile }) },
    ],
  },
});

beforeEach(() => {
  localStorage.clear();
  // Plugins run only while someone is signed in.
  store.session = testSession();
  loadLayout('u1', { type: 'split', direction: 'column', splitPercentages: [50, 50], children: ['board', 'notes'] });
});
afterEach(() => {
  resetLayoutState();
  resetStore();
  localStorage.clear();
});

const button = (name: string) => screen.getByRole('button', { name });

describe('tile frame', () => {
  test('a tile that asks before closing stays until the agent confirms', async () => {
    renderWithPlugins(<Workspace />, [tilesPlugin]);
    await screen.findByRole('textbox', { name: 'Texto das notas' });

    fireEvent.click(button('Fechar Notas'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fechar as notas?' });
    expect(dialog.textContent).toContain('O que você escreveu fica guardado por 30 minutos.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(layout.closed).toEqual([]);
    expect(screen.getByRole('region', { name: 'Notas' })).toBeTruthy();

    fireEvent.click(button('Fechar Notas'));
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar as notas' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notas' })).toBeNull());
    expect(layout.closed).toEqual(['notes']);
  });

  test('other tiles close at once, and offer no minimize', async () => {
    renderWithPlugins(<Workspace />, [tilesPlugin]);
    await screen.findByText('Quadro de avisos');
    expect(screen.queryByRole('button', { name: 'Minimizar Quadro' })).toBeNull();
    fireEvent.click(button('Fechar Quadro'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Quadro de avisos')).toBeNull());
    expect(layout.closed).toEqual(['board']);
  });

  test('minimize hides the content but keeps it (what was typed survives); restore shows it again', async () => {
    renderWithPlugins(<Workspace />, [tilesPlugin]);
    const notes = (await screen.findByRole('textbox', { name: 'Texto das notas' })) as HTMLTextAreaElement;
    fireEvent.change(notes, { target: { value: 'Ligar para o corretor às 15h' } });

    fireEvent.click(button('Minimizar Notas'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Texto das notas' })).toBeNull());
    expect(layout.minimized).toEqual(['notes']);
    // Still there for when it comes back: hidden, not unmounted.
    expect(notes.isConnected).toBe(true);
    expect(screen.getByRole('heading', { name: 'Notas', level: 2 })).toBeTruthy();

    fireEvent.click(button('Restaurar Notas'));
    const again = (await screen.findByRole('textbox', { name: 'Texto das notas' })) as HTMLTextAreaElement;
    expect(again.value).toBe('Ligar para o corretor às 15h');
    expect(layout.minimized).toEqual([]);
  });

  test('a minimized tile stays minimized after a reload, and closing it forgets the minimize', async () => {
    const { unmount } = renderWithPlugins(<Workspace />, [tilesPlugin]);
    await screen.findByRole('textbox', { name: 'Texto das notas' });
    fireEvent.click(button('Minimizar Notas'));
    unmount();

    act(() => {
      resetLayoutState();
      loadLayout('u1', null);
    });
    renderWithPlugins(<Workspace />, [tilesPlugin]);
    expect(await screen.findByRole('button', { name: 'Restaurar Notas' })).toBeTruthy();

    fireEvent.click(button('Fechar Notas'));
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar as notas' }));
    await waitFor(() => expect(layout.closed).toEqual(['notes']));
    expect(layout.minimized).toEqual([]);
  });
});
