import { afterEach, describe, expect, test } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { clearSession } from '../session/signOut';
import { setPreference } from '../state/preferences';
import { resetStore } from '../state/store';
import { dayjsFollowsLanguage } from './dayjsLanguage';
import { I18nProvider } from './I18nProvider';

afterEach(() => resetStore());

describe('language', () => {
  test('Portuguese by default; switching to English changes texts, <html lang> and dayjs', async () => {
    // dayjs comes with the workspace, which has it follow the language (src/pages/workspaceEntry.tsx).
    const stopDayjs = dayjsFollowsLanguage();
    render(
      <I18nProvider>
        <FormattedMessage id="user.signOut" />
      </I18nProvider>,
    );
    expect(screen.getByText('Sair')).toBeTruthy();
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(dayjs('2026-11-21').format('MMMM')).toBe('novembro');

    await act(async () => setPreference('language', 'en'));
    expect(screen.getByText('Sign out')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
    expect(dayjs('2026-11-21').format('MMMM')).toBe('November');
    stopDayjs();
  });

  test('the language still switches after a logout replaced the preferences object', async () => {
    render(
      <I18nProvider>
        <FormattedMessage id="user.signOut" />
      </I18nProvider>,
    );
    await act(async () => clearSession());
    await act(async () => setPreference('language', 'en'));
    expect(screen.getByText('Sign out')).toBeTruthy();
  });

  test("a plugin's English that loads is fetched only when English is chosen, and shows once here, never as an id", async () => {
    let release: () => void = () => undefined;
    const asked: string[] = [];
    const plugin = {
      pt: { 'acme.greeting': 'Bom dia' },
      en: () => {
        asked.push('en');
        return new Promise<{ default: Record<string, string> }>((resolve) => {
          release = () => resolve({ default: { 'acme.greeting': 'Good morning' } });
        });
      },
    };
    render(
      <I18nProvider pluginMessages={[plugin]}>
        <FormattedMessage id="acme.greeting" /> · <FormattedMessage id="user.signOut" />
      </I18nProvider>,
    );
    expect(screen.getByText('Bom dia · Sair')).toBeTruthy();
    expect(asked).toEqual([]);

    // Chosen while the table is on its way: the page stays in Portuguese, whole, until it is here.
    await act(async () => setPreference('language', 'en'));
    expect(asked).toEqual(['en']);
    expect(screen.getByText('Bom dia · Sair')).toBeTruthy();
    await act(async () => release());
    expect(screen.getByText('Good morning · Sign out')).toBeTruthy();
  });
});

