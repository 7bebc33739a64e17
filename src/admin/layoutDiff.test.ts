import { describe, expect, test } from '@rstest/core';
import { createIntl } from 'react-intl';
import { arrangementText, layoutChanges, type LayoutNames, layoutValueText } from './layoutDiff';
import pt from './locales/pt.json';

const intl = createIntl({ locale: 'pt', messages: pt });
const titles: Record<string, string> = { conversationList: 'Conversas', conversation: 'Conversa', dock: 'Painel lateral', usability: 'Usabilidade', attendance: 'Ferramentas', 'knowledge.panel': 'Conhecimento' };
const names: LayoutNames = { tile: (id) => titles[id] ?? id, dock: (id) => titles[id] ?? id };
const column = { type: 'split', direction: 'column', children: ['dock', 'usability'], splitPercentages: [60, 40] } as const;
const base = { tree: { type: 'split', direction: 'row', children: ['conversationList', 'conversation', column], splitPercentages: [20, 50, 30] }, dock: null };

describe('a default layout change in words', () => {
  test('the tiles in order, the arrangement with its shares, the first dock widget', () => {
    const moved = { tree: { ...base.tree, children: ['conversation', 'conversationList', column] }, dock: 'knowledge.panel' };
    const changes = layoutChanges(base, moved);
    expect(changes.map((c) => c.path)).toEqual(['layout.tiles', 'layout.arrangement', 'layout.dock']);
    const text = changes.map((c) => [layoutValueText(c.path, c.before, names, intl), layoutValueText(c.path, c.after, names, intl)]);
    expect(text[0]).toEqual(['Conversas, Conversa, Painel lateral, Usabilidade', 'Conversa, Conversas, Painel lateral, Usabilidade']);
    expect(text[1]![0]).toBe('Conversas 20% | Conversa 50% | (Painel lateral 60% / Usabilidade 40%) 30%');
    expect(text[2]).toEqual(['Ferramentas (padrão)', 'Conhecimento']);
  });

  test('a resize alone is an arrangement change; the same layout is none; none is the build default', () => {
    const resized = { ...base, tree: { ...base.tree, splitPercentages: [25, 45, 30] } };
    expect(layoutChanges(base, resized).map((c) => c.path)).toEqual(['layout.arrangement']);
    expect(layoutChanges(base, structuredClone(base))).toEqual([]);
    expect(layoutChanges(null, null)).toEqual([]);
    const removed = layoutChanges(base, null);
    expect(removed.map((c) => layoutValueText(c.path, c.after, names, intl))).toEqual(['o padrão do Tessera', 'Ferramentas (padrão)']);
    expect(arrangementText('dock', names)).toBe('Painel lateral');
  });
});
