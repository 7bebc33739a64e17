import { describe, expect, rs, test } from '@rstest/core';
import { tabsAnswer, tabTreeAnswer } from './schema';

describe('the tabulation’s boundary', () => {
  test('a malformed tree node is left out with a diagnostic, the rest kept; a fourth level is ignored', () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = tabTreeAnswer.parse({
      data: {
        form: {
          tabs: [
            { id: 1, name: 'Solicitação', children: [{ id: 's', name: 'Sinistro', children: [{ id: 'l', name: 'Vidros', children: [{ id: 'x', name: 'Quarto nível' }] }, { name: 'sem id' }] }] },
            { id: 'bad' },
            { id: 'inf', name: 'Informação' },
          ],
        },
      },
    });
    expect(parsed.data.form.tabs).toEqual([
      { id: '1', name: 'Solicitação', children: [{ id: 's', name: 'Sinistro', children: [{ id: 'l', name: 'Vidros', children: [] }] }] },
      { id: 'inf', name: 'Informação', children: [] },
    ]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('a malformed tab entry is left out, the rest kept', () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = tabsAnswer.parse({
      data: [
        { tabId: 't1', tabName: 'Informação > Cobertura > Vida', date: '2026-11-24T10:00:00.000Z', userId: 1001, username: 'Ana Souza', skillName: 'Vida e Previdência' },
        { tabId: 't2', date: '2026-11-24T10:00:00.000Z', userId: '1002' },
      ],
    });
    expect(parsed.data).toEqual([{ tabId: 't1', tabName: 'Informação > Cobertura > Vida', date: '2026-11-24T10:00:00.000Z', userId: '1001', username: 'Ana Souza', skillName: 'Vida e Previdência' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
