import { describe, expect, test } from '@rstest/core';
import { installedPlugins } from '../installedPlugins';
import { contributionsOf, dependenciesOf, gatesOf, gateText, type Phrase } from './describePlugin';

const plugin = (id: string) => installedPlugins.find((p) => p.id === id)!;
/** Says a phrase as its id and values, so the test reads what the admin would be told. */
const say = (phrase: Phrase) => `${phrase.id.replace('admin.gate.', '')}(${Object.values(phrase.values ?? {}).join(',')})`;

describe('a plugin described for the admin', () => {
  test('what it contributes, named: Insight adds a dock widget and highlights in messages', () => {
    const phrases = contributionsOf(plugin('insight'));
    expect(phrases).toEqual([
      { id: 'admin.contributes.dockWidgets', values: { count: 1, names: [{ id: 'insight.widget' }], prefixes: '' } },
      { id: 'admin.contributes.textMarkers', values: { count: 1 } },
    ]);
  });

  test("what it adds to another plugin's places is counted under that plugin: Attachments, two for the conversation", () => {
    const points = contributionsOf(plugin('attachments'), installedPlugins).filter((p) => p.id === 'admin.contributes.point');
    expect(points).toEqual([{ id: 'admin.contributes.point', values: { count: 2, owner: { id: 'conversation.title' } } }]);
  });

  test('when it runs, in words: Insight only while the company has the Insight feature on', () => {
    expect(gatesOf(plugin('insight'), say)).toEqual(['feature(Insight)']);
    expect(gateText({ all: [{ feature: 'Tab', required: true }, { not: { channel: ['telefone', 'whatsapp'] } }] }, say)).toBe('all(featureRequired(Tab); not(channel(telefone, whatsapp)))');
    expect(gatesOf(plugin('cockpit'), say)).toEqual([]);
  });

  test('who depends on it: Insight needs the conversation; without the conversation, Insight cannot run', () => {
    expect(dependenciesOf(plugin('insight'), installedPlugins).needs.map((p) => p.id)).toEqual(['conversation']);
    const conversation = dependenciesOf(plugin('conversation'), installedPlugins);
    expect(conversation.neededBy.map((p) => p.id)).toContain('insight');
    // Plugins that fill the conversation's contribution points lose that part.
    expect(conversation.partOf.length).toBeGreaterThan(0);
    expect(conversation.partOf.some((p) => conversation.neededBy.includes(p))).toBe(false);
  });
});
