import { describe, expect, test } from '@rstest/core';
import { replySchema } from './form';
import { createTicketMemory, DEFAULT_OPEN } from './memory';
import { PDF_FILE_NAME, PDF_SCALE } from './pdf';
import { fileProblem, filesProblem, journeyActiveStep, journeySteps, kindOf, megabytes, noteError, progressStep, readFileRules, sentTimeLabel, stepState } from './rules';

describe('the ticket progress (spec 001 §4)', () => {
  test('step 2 when finished, else 1 when in progress, else 0', () => {
    expect(progressStep(undefined)).toBe(0);
    expect(progressStep({ start: '2026-11-20T10:00:00Z' })).toBe(0);
    expect(progressStep({ start: '2026-11-20T10:00:00Z', progress: '2026-11-20T12:00:00Z' })).toBe(1);
    expect(progressStep({ start: 'x', progress: 'y', finished: '2026-11-22T10:00:00Z' })).toBe(2);
    // Finished without a progress stamp is still finished; the older 'finish' counts too.
    expect(progressStep({ start: 'x', finished: 'z' })).toBe(2);
    expect(progressStep({ start: 'x', finish: 'z' })).toBe(2);
    expect(progressStep({ start: 'x', progress: null, finished: null })).toBe(0);
  });
});

describe('the journey (spec 001 §4)', () => {
  test('active step: the number of tabs, plus 1 when there are several, plus 1 when finished', () => {
    expect(journeyActiveStep(0, false)).toBe(0);
    expect(journeyActiveStep(1, false)).toBe(1);
    expect(journeyActiveStep(1, true)).toBe(2);
    expect(journeyActiveStep(2, false)).toBe(3);
    expect(journeyActiveStep(3, false)).toBe(4);
    expect(journeyActiveStep(3, true)).toBe(5);
  });

  test('steps: start, the tabs newest first, end; each done, current or to come', () => {
    const steps = journeySteps(['Abertura', 'Análise', 'Aprovado']);
    expect(steps.map((s) => (s.kind === 'tab' ? s.tab : s.kind))).toEqual(['start', 'Aprovado', 'Análise', 'Abertura', 'end']);
    expect([0, 1, 2, 3, 4].map((i) => stepState(i, journeyActiveStep(3, false)))).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect([0, 1, 2].map((i) => stepState(i, journeyActiveStep(1, false)))).toEqual(['done', 'current', 'todo']);
  });
});

describe('sizes and dates (spec 001 §9)', () => {
  test('sizes in MB: bytes / 1,000,000 with 3 decimals', () => {
    expect(megabytes(0)).toBe('0.000');
    expect(megabytes(1_000_000)).toBe('1.000');
    expect(megabytes(12_184)).toBe('0.012');
    expect(megabytes(1_048_576)).toBe('1.049');
    expect(megabytes(1_500)).toBe('0.002');
  });

  test("sent times 'D MMMM YYYY | HH:mm:ss' with the month in the agent's language", () => {
    const at = new Date(2026, 10, 5, 9, 7, 3).toISOString();
    expect(sentTimeLabel(at, 'pt')).toBe('5 novembro 2026 | 09:07:03');
    expect(sentTimeLabel(at, 'en')).toBe('5 November 2026 | 09:07:03');
    expect(sentTimeLabel('not a date', 'pt')).toBe('not a date');
  });

  test('the PDF is formData.pdf at scale 2', () => {
    expect(PDF_FILE_NAME).toBe('formData.pdf');
    expect(PDF_SCALE).toBe(2);
  });
});

describe('notes and attachments (spec 001 §5)', () => {
  test('notes: empty, or 10 to 600 characters (notesMinLength / notesMaxLength)', () => {
    expect(noteError('')).toBeUndefined();
    expect(noteError('   ')).toBeUndefined();
    expect(noteError('123456789')).toBe('notesMinLength');
    expect(noteError('1234567890')).toBeUndefined();
    expect(noteError('x'.repeat(600))).toBeUndefined();
    expect(noteError('x'.repeat(601))).toBe('notesMaxLength');
    const parse = (text: string) => replySchema.safeParse({ tabId: 't', privateNote: false, text, files: [] });
    expect(parse('').success).toBe(true);
    expect(parse('curta').error?.issues[0]?.message).toBe('tickets.notesMinLength');
    expect(parse('x'.repeat(601)).error?.issues[0]?.message).toBe('tickets.notesMaxLength');
  });

  const rules = readFileRules({
    image: { extension: ['jpg', 'png'], maxSize: 5, metric: 'MB' },
    file: { extension: ['pdf'], maxSize: 512, metric: 'KB' },
    audio: { extension: ['ogg'], maxSize: 1, metric: 'GB' },
  });

  test("the channel's rules: extensions per kind, the maximum in bytes (1024 multiples) and in MB", () => {
    expect(rules.image).toEqual({ extensions: ['jpg', 'png'], maxBytes: 5 * 1024 ** 2, maxMb: 5 });
    expect(rules.file).toEqual({ extensions: ['pdf'], maxBytes: 512 * 1024, maxMb: 0.5 });
    expect(rules.audio.maxMb).toBe(1024);
    expect(rules.video.extensions).toEqual([]);
    expect(kindOf('FOTO.PNG', rules)).toBe('image');
    expect(kindOf('semextensao', rules)).toBeUndefined();
    // None listed: the ticket channel's own rules.
    expect(readFileRules(undefined).audio.extensions).toContain('wav');
  });

  test('at most 10 files (amount), an extension of the list, a size within its kind (the error says the limit in MB)', () => {
    const file = (name: string, size = 100) => ({ name, size });
    expect(filesProblem(Array.from({ length: 10 }, (_, i) => file(`f${i}.png`)), rules)).toBeUndefined();
    expect(filesProblem(Array.from({ length: 11 }, (_, i) => file(`f${i}.png`)), rules)).toEqual({ key: 'amount', max: 10 });
    expect(fileProblem(file('virus.exe'), rules)).toEqual({ key: 'extension', name: 'virus.exe' });
    expect(fileProblem(file('laudo.pdf', 600 * 1024), rules)).toEqual({ key: 'size', name: 'laudo.pdf', maxMb: 0.5 });
    expect(fileProblem(file('laudo.pdf', 512 * 1024), rules)).toBeUndefined();
    expect(filesProblem([file('ok.png'), file('grande.png', 6 * 1024 ** 2)], rules)).toEqual({ key: 'size', name: 'grande.png', maxMb: 5 });
  });
});

describe('the panel memory (spec 001 §4: accordion state per conversation)', () => {
  test('each conversation keeps its own open accordions, tab and draft', () => {
    const memory = createTicketMemory();
    expect(memory.view('a').open).toEqual(DEFAULT_OPEN);
    memory.setOpen('a', 'formData', true);
    memory.setOpen('a', 'processData', false);
    memory.setTab('a', 'history');
    memory.setDraft('a', { text: 'Documentação conferida' });
    expect(memory.view('b').open).toEqual(DEFAULT_OPEN);
    expect(memory.view('b').tab).toBe('recent');
    expect(memory.view('a').open).toMatchObject({ formData: true, processData: false });
    expect(memory.view('a').tab).toBe('history');
    expect(memory.view('a').draft.text).toBe('Documentação conferida');
    memory.clearDraft('a');
    expect(memory.view('a').draft.text).toBe('');
  });
});
