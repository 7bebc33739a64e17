import { bus } from '@tessera/core';
import { renderWithPlugins } from '@tessera/core/testing';
import { afterEach, describe, expect, test } from '@rstest/core';
import { usabilityPlugin } from '.';
import { chosenRelationships } from './relationships';

afterEach(() => {
  for (const id of Object.keys(chosenRelationships)) delete chosenRelationships[id];
});

describe('usability relationships', () => {
  test('the relationships an agent chose are forgotten when the session ends', () => {
    const { unmount } = renderWithPlugins(<p>workspace</p>, [usabilityPlugin]);
    chosenRelationships.c1 = 'segurado';
    bus.emit('session:ended', {});
    expect(chosenRelationships).toEqual({});
    unmount();
  });

  test('once the plugin is off it no longer listens', () => {
    const { unmount } = renderWithPlugins(<p>workspace</p>, [usabilityPlugin]);
    unmount();
    chosenRelationships.c1 = 'corretor';
    bus.emit('session:ended', {});
    expect(chosenRelationships).toEqual({ c1: 'corretor' });
  });
});
