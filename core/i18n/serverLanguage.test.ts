import { afterEach, describe, expect, test } from '@rstest/core';
import { startHarness, store, type Harness } from '../testing';
import { applyLanguage } from './locale';

let harness: Harness | undefined;
afterEach(async () => {
  applyLanguage('pt');
  await harness?.stop();
});

type Node = { name: string; children: readonly Node[] };
const names = (list: readonly Node[]): string[] => list.flatMap((n) => [n.name, ...names(n.children)]);

describe('the company’s own names, in the language the workspace speaks (Accept-Language)', () => {
  test('an agent signing in in English gets the statuses the company named in English; in Portuguese, the Portuguese ones', async () => {
    applyLanguage('en');
    harness = await startHarness();
    await harness.signIn();
    expect(names(store.session!.availabilities)).toEqual(['Online', 'Back soon', 'Away', 'Lunch', 'Coffee break', 'Training']);
    await harness.stop();

    applyLanguage('pt');
    harness = await startHarness();
    await harness.signIn();
    expect(names(store.session!.availabilities)).toEqual(['Online', 'Volto logo', 'Ausente', 'Almoço', 'Pausa café', 'Treinamento']);
  });
});
