import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import pt from '../../locales/pt.json';
import { PageLoadBoundary } from './PageLoadBoundary';

describe('a page whose code cannot be loaded', () => {
  test('says so and offers to load it again, instead of a blank page', async () => {
    const Unreachable = lazy(() => Promise.reject(new Error('Loading CSS chunk t3 failed')));
    render(
      <IntlProvider locale="pt-BR" messages={pt}>
        <PageLoadBoundary>
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </PageLoadBoundary>
      </IntlProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar esta página.');
    expect(screen.getByRole('button', { name: 'Carregar de novo' })).toBeTruthy();
  });
});
