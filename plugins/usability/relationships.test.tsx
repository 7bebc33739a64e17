import { renderWithPlugins, store, testSession } from '@tessera/core/testing';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { widgetsPlugin } from '../widgets';
import { usabilityPlugin } from '.';

beforeEach(() => {
  store.session = testSession();
});
afterEach(() => {
  store.session = null;
});

describe('usability relationships', () => {
  test('the relationships an agent chose are kept while the session goes on, and the next session starts without them', async () => {
    const { runtime, unmount } = renderWithPlugins(<p>workspace</p>, [usabilityPlugin, widgetsPlugin]);
    runtime.service('usability.memory')!.choose('c1', 'segurado');
    await act(async () => {
      store.preferences.volume = 50;
    });
    expect(runtime.service('usability.memory')!.relationships).toEqual({ c1: 'segurado' });

    await act(async () => {
      store.session = null;
    });
    expect(runtime.service('usability.memory')).toBeUndefined();
    await act(async () => {
      store.session = testSession({ user: { ...testSession().user, id: '1002', name: 'Bruno Lima' } });
    });
    expect(runtime.service('usability.memory')!.relationships).toEqual({});
    unmount();
  });
});
