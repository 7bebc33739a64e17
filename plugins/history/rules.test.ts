import { describe, expect, test } from '@rstest/core';
import { csatAverage, csatFigures, DEFAULT_CSAT_GOAL, meetsGoal } from './csat';
import { protocolInput, protocolStep, protocolToSearch, sameProtocol } from './protocol';
import { findMatches, segmentsOf, stepMatch } from './search';

const past = (isResearched: boolean, csat?: number) => ({ isResearched, csat });

describe('the CSAT average against the goal', () => {
  test('averages the researched conversations that have a score, and only those', () => {
    expect(csatAverage([past(true, 100), past(true, 60), past(false, 10), past(true, undefined)])).toBe(80);
    expect(csatAverage([past(true, 90), past(true, 91), past(true, 93)])).toBeCloseTo(91.333, 3);
  });

  test('is missing when nothing was researched', () => {
    expect(csatAverage([])).toBeUndefined();
    expect(csatAverage([past(false, 100)])).toBeUndefined();
  });

  test('shows two decimals and a percent sign, the goal as a percent, in the locale', () => {
    expect(csatFigures(91.3333, 85, 'pt-BR')).toEqual({ average: '91,33%', goal: '85%' });
    expect(csatFigures(91.3333, 85, 'en-US')).toEqual({ average: '91.33%', goal: '85%' });
    expect(csatFigures(100, 87.5, 'pt-BR')).toEqual({ average: '100,00%', goal: '87,5%' });
    expect(csatFigures(undefined, DEFAULT_CSAT_GOAL, 'pt-BR')).toEqual({ average: undefined, goal: '85%' });
  });

  test('meets the goal at it or above', () => {
    expect(meetsGoal(85, 85)).toBe(true);
    expect(meetsGoal(84.99, 85)).toBe(false);
  });
});

describe('the protocol input (spec 001 §5)', () => {
  test('keeps digits only: numeric, whole numbers (step 1)', () => {
    expect(protocolInput('2026 1234-56')).toBe('2026123456');
    expect(protocolInput('abc')).toBe('');
    expect(protocolInput('12.7')).toBe('12');
    expect(protocolInput('1e5')).toBe('15');
    expect(protocolInput('007')).toBe('007');
  });

  test('forces a number below 0 to 0', () => {
    expect(protocolInput('-5')).toBe('0');
    expect(protocolInput('-0')).toBe('0');
    expect(protocolStep('0', -1)).toBe('0');
    expect(protocolStep('', -1)).toBe('0');
  });

  test('steps by one with the arrows, past what a double holds', () => {
    expect(protocolStep('41', 1)).toBe('42');
    expect(protocolStep('202612345678901234', 1)).toBe('202612345678901235');
    expect(protocolStep('', 1)).toBe('1');
  });

  test('empty searches nothing', () => {
    expect(protocolToSearch('')).toBeNull();
    expect(protocolToSearch('   ')).toBeNull();
    expect(protocolToSearch('-')).toBeNull();
    expect(protocolToSearch('2026')).toBe('2026');
  });

  test('a protocol is the same whatever zeros lead it', () => {
    expect(sameProtocol('00123', '123')).toBe(true);
    expect(sameProtocol('123', '1234')).toBe(false);
    expect(sameProtocol(undefined, '1')).toBe(false);
  });
});

describe('searching a past conversation', () => {
  const message = (id: string, text: string) => ({ _id: id, by: 'consumer', text, sentTime: '2026-11-20T10:00:00Z', files: [], favorite: false, private: false, unread: false, status: {} }) as never;

  test('finds every occurrence in reading order, ignoring case and accents, as plain text', () => {
    const messages = [message('a', 'Vistoria marcada. A VISTORIA é na quinta.'), message('b', 'nada'), message('c', 'vistória remarcada')];
    expect(findMatches(messages, 'vistoria').map((m) => [m.messageId, m.start])).toEqual([
      ['a', 0],
      ['a', 20],
      ['c', 0],
    ]);
    // What would be a pattern is plain text.
    expect(findMatches([message('x', 'a.*b (a+)+$ a.*b')], 'a.*b')).toHaveLength(2);
    expect(findMatches(messages, '   ')).toEqual([]);
  });

  test('the keys go round the matches', () => {
    expect(stepMatch(-1, 3, 1)).toBe(0);
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(-1, 3, -1)).toBe(2);
    expect(stepMatch(0, 0, 1)).toBe(-1);
  });

  test('cuts a text at its matches, numbering them', () => {
    const matches = findMatches([message('a', 'o carro e o carro')], 'carro');
    expect(segmentsOf('o carro e o carro', matches, 4)).toEqual([{ text: 'o ' }, { text: 'carro', match: 4 }, { text: ' e o ' }, { text: 'carro', match: 5 }]);
  });
});
