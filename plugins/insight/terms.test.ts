import { loadLinearPatternEngine, type Message } from '@tessera/core';
import { beforeAll, describe, expect, test } from '@rstest/core';
import { collectWords, collectWordsInSlices, type CollectedWord, SHOWN_WORD_CHARS, shortWord, SLICE_MS } from './collectWords';
import { findTerms, MAX_MATCHES, MAX_SCANNED_CHARS, scanLength } from './findTerms';
import { compileTerms, MAX_TOTAL_COST } from './terms';

// RE2 loads on demand in the app; these tests load it first.
beforeAll(() => loadLinearPatternEngine());

const CPF = '123.456.789-09';
const PLATE = 'ABC1D23';

describe('insight terms', () => {
  const feature = (list: { name: string; regex: string; active?: boolean }[]) => ({
    config: { list: list.map((t, i) => ({ id: `t${i}`, active: true, ...t })) },
  });
  /** The demo company's CPF and plate terms. */
  const demoTerms = () =>
    compileTerms(
      feature([
        { name: 'CPF', regex: '\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}' },
        { name: 'Placa', regex: '[A-Z]{3}-?\\d[A-Z0-9]\\d{2}' },
      ]),
    );

  test('compileTerms skips inactive terms and reports the ones RE2 cannot run and invalid ones, with why', () => {
    const rejected: [string, string][] = [];
    const compiled = compileTerms(
      feature([
        { name: 'CPF', regex: '\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}' },
        { name: 'Desligado', regex: '\\d+', active: false },
        { name: 'Aninhado', regex: '((\\d+)-?)+' },
        { name: 'Repetido', regex: '(\\d)\\1' },
        { name: 'Inválido', regex: '(\\d' },
      ]),
      (name, why) => rejected.push([name, why]),
    );
    // Nested repeats are harmless on a linear-time engine: only what it cannot run is refused.
    expect(compiled.map((t) => t.name)).toEqual(['CPF', 'Aninhado']);
    expect(rejected).toEqual([
      ['Repetido', expect.stringContaining('backreference or lookaround')],
      ['Inválido', expect.stringContaining('not a valid regular expression')],
    ]);
    expect(compileTerms(undefined)).toEqual([]);
  });

  test('terms too complex together are refused past the total, so every character costs a bounded amount', () => {
    const rejected: string[] = [];
    const heavy = (name: string) => ({ name, regex: '(.*a){50}' });
    const terms = compileTerms(feature([heavy('H1'), heavy('H2'), heavy('H3'), heavy('H4'), { name: 'CPF', regex: '\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}' }]), (name, why) =>
      rejected.push(`${name}: ${why}`),
    );
    expect(terms.map((t) => t.name)).toEqual(['H1', 'H2', 'H3', 'CPF']);
    expect(terms.reduce((sum, t) => sum + t.cost, 0)).toBeLessThanOrEqual(MAX_TOTAL_COST);
    expect(rejected).toEqual([expect.stringMatching(/^H4: .*too complex together/)]);
  });

  test('terms that backtrack for seconds or minutes elsewhere finish on 4,000 and 100,000 digits and find what is there', () => {
    const hostile = compileTerms(
      feature([
        { name: 'Processo', regex: '\\d+-?\\d+/20\\d\\d' },
        { name: 'Medida', regex: '\\d+\\.?\\d+\\.?\\d+x' },
        { name: 'Dígitos', regex: '\\d+\\d{1,}x' },
        { name: 'Zeros', regex: '0+0+x' },
      ]),
    );
    expect(hostile.map((t) => t.name)).toEqual(['Processo', 'Medida', 'Dígitos', 'Zeros']);
    for (const digits of ['1'.repeat(4_000), '0'.repeat(4_000), '1'.repeat(100_000), '0'.repeat(100_000)]) {
      expect(findTerms(digits, hostile)).toEqual([]);
    }
    const text = `${'1'.repeat(4_000)} processo 1234-5678/2024, medida 12.5x, código 000x`;
    expect(findTerms(text, hostile).map((m) => [m.label, text.slice(m.start, m.end)])).toEqual([
      ['Processo', '1234-5678/2024'],
      ['Medida', '12.5x'],
      ['Medida', '000x'],
      ['Dígitos', '000x'],
      ['Zeros', '000x'],
    ]);
  });

  test('findTerms labels each match with its term', () => {
    const terms = demoTerms();
    const text = `CPF ${CPF}, placa ${PLATE}.`;
    const found = findTerms(text, terms);
    expect(found.map((m) => ({ label: m.label, text: text.slice(m.start, m.end) }))).toEqual([
      { label: 'CPF', text: CPF },
      { label: 'Placa', text: PLATE },
    ]);
    // Matching starts afresh on every call (the patterns are global).
    expect(findTerms(text, terms)).toEqual(found);
  });

  test('a huge message is read as far as the terms’ cost allows: a CPF within that reach is found, one past it is not', () => {
    const terms = demoTerms();
    const reach = scanLength(terms);
    // The usual terms are cheap: they read far into a message, though never all of a huge one.
    expect(reach).toBeGreaterThan(20_000);
    expect(reach).toBeLessThanOrEqual(MAX_SCANNED_CHARS);
    const inReach = `${'1'.repeat(reach - CPF.length - 1)} ${CPF}`;
    expect(findTerms(inReach, terms).map((m) => inReach.slice(m.start, m.end))).toEqual([CPF]);
    const past = `${'x'.repeat(reach)} ${CPF}`;
    expect(findTerms(past, terms)).toEqual([]);
    // Costlier terms read less of each message, so a message costs about the same at worst.
    const costly = compileTerms(feature([{ name: 'Custoso', regex: '(.*a){50}' }, ...terms.map((t) => ({ name: t.name, regex: t.source }))]));
    expect(scanLength(costly)).toBeLessThan(reach / 5);
  });

  test('at most MAX_MATCHES matches are kept from one message', () => {
    const many = Array.from({ length: MAX_MATCHES + 50 }, () => CPF).join(' ');
    expect(many.length).toBeLessThan(MAX_SCANNED_CHARS);
    expect(findTerms(many, demoTerms())).toHaveLength(MAX_MATCHES);
  });

  test('collectWords gathers each word once per term, with the messages holding it, in order of first sighting', () => {
    const message = (id: string, text: string) => ({ _id: id, text }) as Message;
    const words = collectWords(
      [message('m1', `placa ${PLATE}`), message('m2', `CPF ${CPF} e ${CPF}`), message('m3', `de novo ${PLATE} ${CPF}`)],
      demoTerms(),
    );
    expect(words).toEqual([
      { term: 'Placa', word: PLATE, messageIds: ['m1', 'm3'] },
      { term: 'CPF', word: CPF, messageIds: ['m2', 'm3'] },
    ]);
  });

  test('collectWordsInSlices reads a long history over several tasks, none past its budget but by one message, and ends with the same words', () => {
    // A fake clock: reading a message takes 5 ms (a huge one, read by costly terms).
    let clock = 0;
    const read = new Set<string>();
    const terms = demoTerms();
    const messages = Array.from({ length: 20 }, (_, i) => ({ _id: `m${i}`, text: i % 3 ? `CPF ${CPF} na mensagem ${i}` : `placa ${PLATE} ${i}` }) as Message);
    const timed = messages.map((m) => ({
      ...m,
      get text() {
        if (!read.has(m._id)) clock += 5;
        read.add(m._id);
        return m.text;
      },
    })) as Message[];
    const queued: (() => void)[] = [];
    let words: CollectedWord[] | undefined;
    const readPerSlice: number[] = [];
    collectWordsInSlices(timed, terms, (w) => (words = w), {
      now: () => clock,
      later: (next) => {
        readPerSlice.push(read.size - readPerSlice.reduce((a, b) => a + b, 0));
        queued.push(next);
        return () => undefined;
      },
    });
    // The first slice ran at once, within its budget, and left the rest for later tasks.
    expect(read.size).toBeLessThan(messages.length);
    expect(read.size * 5).toBeLessThanOrEqual(SLICE_MS + 5);
    expect(words).toBeUndefined();
    while (queued.length) queued.shift()!();
    expect(readPerSlice.length).toBeGreaterThan(3);
    for (const n of readPerSlice) expect(n * 5).toBeLessThanOrEqual(SLICE_MS + 5);
    expect(words).toEqual(collectWords(messages, terms));
  });

  test('collectWordsInSlices stopped before the end never reports', () => {
    let clock = 0;
    const messages = Array.from({ length: 10 }, (_, i) => ({ _id: `m${i}`, text: `CPF ${CPF}` }) as Message);
    const queued: (() => void)[] = [];
    let reported = false;
    const stop = collectWordsInSlices(messages, demoTerms(), () => (reported = true), {
      now: () => (clock += 10),
      later: (next) => {
        queued.push(next);
        return () => queued.splice(queued.indexOf(next), 1);
      },
    });
    stop();
    while (queued.length) queued.shift()!();
    expect(reported).toBe(false);
  });

  test('a long collected word shows shortened, never cutting an emoji in two', () => {
    expect(shortWord(CPF)).toBe(CPF);
    const long = 'x'.repeat(12_000);
    expect(shortWord(long)).toBe(`${'x'.repeat(SHOWN_WORD_CHARS)}…`);
    const emoji = `${'a'.repeat(SHOWN_WORD_CHARS - 1)}😀${'b'.repeat(10)}`;
    expect(shortWord(emoji)).toBe(`${'a'.repeat(SHOWN_WORD_CHARS - 1)}…`);
  });
});
