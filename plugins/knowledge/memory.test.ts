import { describe, expect, test } from '@rstest/core';
import { matcherOf } from './Highlight';
import { createKnowledgeMemory, KEYWORD_LIMIT, step } from './memory';

describe('the knowledge panel memory', () => {
  test('each conversation keeps its own tab and keyword', () => {
    const memory = createKnowledgeMemory();
    expect(memory.recall('a')).toEqual({ tab: null, keyword: '' });
    memory.chooseTab('a', 'scripts.tab');
    memory.setKeyword('a', 'sinistro');
    memory.setKeyword('b', 'boleto');
    expect(memory.recall('a')).toEqual({ tab: 'scripts.tab', keyword: 'sinistro' });
    expect(memory.recall('b')).toEqual({ tab: null, keyword: 'boleto' });
    expect(memory.views.a?.tab).toBe('scripts.tab');
  });

  test('it is bounded: the conversation used longest ago is forgotten first', () => {
    const memory = createKnowledgeMemory({ limit: 2 });
    memory.setKeyword('a', 'um');
    memory.setKeyword('b', 'dois');
    memory.chooseTab('a', 'notepad.tab'); // a is used again
    memory.setKeyword('c', 'três');
    expect(memory.recall('b')).toEqual({ tab: null, keyword: '' });
    expect(memory.recall('a').keyword).toBe('um');
    expect(memory.recall('c').keyword).toBe('três');
    memory.setKeyword('d', 'x'.repeat(KEYWORD_LIMIT + 50));
    expect(memory.recall('d').keyword).toHaveLength(KEYWORD_LIMIT);
  });

  test('kept in the tab\'s session storage, a reload finds it; what is not understood is dropped; the end of the session forgets it', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) };
    const first = createKnowledgeMemory({ storage, key: 'k' });
    first.chooseTab('123', 'notepad.tab');
    first.setKeyword('123', 'ramal');
    first.setKeyword('7', 'boleto');
    // valtio tells its subscribers after the current task: read what was kept once it has.
    return Promise.resolve().then(() => {
      const again = createKnowledgeMemory({ storage, key: 'k' });
      expect(again.recall('123')).toEqual({ tab: 'notepad.tab', keyword: 'ramal' });
      expect(again.recall('7').keyword).toBe('boleto');

      kept.set('k', JSON.stringify({ not: 'a list' }));
      expect(createKnowledgeMemory({ storage, key: 'k' }).recall('123')).toEqual({ tab: null, keyword: '' });
      kept.set('k', '{oops');
      expect(createKnowledgeMemory({ storage, key: 'k' }).recall('123')).toEqual({ tab: null, keyword: '' });

      again.dispose();
      expect(kept.has('k')).toBe(false);
    });
  });

  test('ids from data are keys like any other', () => {
    const memory = createKnowledgeMemory();
    memory.setKeyword('__proto__', 'proto');
    memory.setKeyword('constructor', 'ctor');
    expect(memory.recall('__proto__').keyword).toBe('proto');
    expect(memory.recall('constructor').keyword).toBe('ctor');
    expect(memory.recall('toString')).toEqual({ tab: null, keyword: '' });
  });

  test('↑/↓ go round the results, and there is none to highlight without results', () => {
    expect(step(-1, 3, 1)).toBe(0);
    expect(step(-1, 3, -1)).toBe(2);
    expect(step(2, 3, 1)).toBe(0);
    expect(step(0, 3, -1)).toBe(2);
    expect(step(1, 3, 1)).toBe(2);
    expect(step(0, 0, 1)).toBe(-1);
  });

  test('the keyword matches ignoring case and accents; a blank one matches everything', () => {
    expect(matcherOf('INDENIZACAO')('Prazo de indenização')).toBe(true);
    expect(matcherOf('vistoria')('Guincho')).toBe(false);
    expect(matcherOf('  ')('anything')).toBe(true);
  });
});
