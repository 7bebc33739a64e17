import { renderWithPlugins, store, testSession } from '@tessera/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { deductiblePlugin } from '.';
import { parseAmount, settle } from './deductible';
import DeductibleWidget from './DeductibleWidget';

/** The plugin author's own test: the example remote against the harness, as the workspace runs it. */
beforeEach(() => {
  store.session = testSession();
});
afterEach(() => {
  store.session = null;
  store.company = { loaded: false, plugins: {}, remotes: [] };
  delete store.drafts.c1;
});

describe('the deductible calculator (an external plugin)', () => {
  test('amounts are read as the agent types them, in each language', () => {
    expect(parseAmount('12.500,50', 'pt')).toBe(12500.5);
    expect(parseAmount('R$ 800', 'pt')).toBe(800);
    expect(parseAmount('12,500.50', 'en')).toBe(12500.5);
    expect(parseAmount('1.2.3', 'pt')).toBeUndefined();
    expect(parseAmount('12,5,0', 'pt')).toBeUndefined();
    expect(parseAmount('0', 'pt')).toBeUndefined();
    expect(parseAmount('abc', 'en')).toBeUndefined();
  });

  test('the deductible is the company share of the loss, never below the minimum nor above the loss', () => {
    expect(settle(12_500, { percent: 10, minimum: 500 })).toEqual({ deductible: 1250, payout: 11250 });
    expect(settle(3_000, { percent: 10, minimum: 500 })).toEqual({ deductible: 500, payout: 2500 });
    expect(settle(300, { percent: 10, minimum: 500 })).toEqual({ deductible: 300, payout: 0 });
  });

  test('the agent types a loss, reads the figures by the company rule (live as the admin changes it) and puts them in the reply', async () => {
    const { unmount } = renderWithPlugins(<DeductibleWidget conversationId="c1" />, [deductiblePlugin]);
    const field = await screen.findByRole('textbox', { name: 'Valor do prejuízo (R$)' });
    fireEvent.change(field, { target: { value: '12.500,00' } });
    const result = screen.getByRole('region', { name: 'Resultado' });
    expect(result.textContent).toContain('Franquia');
    expect(result.textContent).toMatch(/R\$\s1\.250,00/);
    expect(result.textContent).toMatch(/R\$\s11\.250,00/);

    await act(async () => {
      store.company = { loaded: true, plugins: { deductible: { enabled: true, config: { percent: 20, minimum: 500 } } }, remotes: [] };
    });
    expect(screen.getByRole('region', { name: 'Resultado' }).textContent).toMatch(/R\$\s2\.500,00/);

    store.drafts.c1 = 'Olá!';
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Inserir na resposta' }));
    });
    expect(store.drafts.c1).toMatch(/^Olá! Pelo seu seguro, a franquia deste sinistro é de R\$\s2\.500,00 e a indenização estimada é de R\$\s10\.000,00\.$/);
    unmount();
  });

  test('what is not an amount is said, and nothing goes to the reply', async () => {
    const { unmount } = renderWithPlugins(<DeductibleWidget conversationId="c2" />, [deductiblePlugin]);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Valor do prejuízo (R$)' }), { target: { value: 'doze mil' } });
    expect(screen.getByText('Informe um valor em reais maior que zero, por exemplo 12.500,00.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Resultado' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Inserir na resposta' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
  });
});
