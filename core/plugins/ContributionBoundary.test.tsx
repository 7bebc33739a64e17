import { afterEach, describe, expect, test } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setLogSink } from '../logger';
import { resetStore } from '../state/store';
import { renderWithPlugins } from '../testing/render';
import { definePlugin } from './definePlugin';
import { RenderContribution } from './RenderContribution';

afterEach(() => {
  setLogSink(undefined);
  resetStore();
});

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('kaboom');
  return <p>flaky works</p>;
}
const flaky = definePlugin({
  id: 'flaky',
  title: { id: 'flaky.title' },
  description: { id: 'flaky.title' },
  messages: { pt: { 'flaky.title': 'Instável' }, en: { 'flaky.title': 'Flaky' } },
});

describe('contribution boundary', () => {
  test('a contribution that throws names its plugin, the rest keeps working, and retry recovers', async () => {
    const errors: string[] = [];
    setLogSink({ warn: () => undefined, info: () => undefined, error: (m) => errors.push(m) });
    const original = console.error;
    console.error = () => undefined; // React reports caught render errors; the boundary handles them.
    try {
      shouldThrow = true;
      renderWithPlugins(
        <>
          <RenderContribution plugin={flaky} component={async () => ({ default: Flaky })} props={{}} />
          <p>rest of the workspace</p>
        </>,
        [flaky],
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('O plugin «Instável» parou de funcionar.');
      expect(screen.getByText('rest of the workspace')).toBeTruthy();
      expect(errors[0]).toContain('"flaky" failed while rendering');

      shouldThrow = false;
      fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
      await waitFor(() => expect(screen.getByText('flaky works')).toBeTruthy());
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      console.error = original;
    }
  });
});
