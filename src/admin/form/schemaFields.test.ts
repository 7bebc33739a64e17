import { describe, expect, test } from '@rstest/core';
import * as z from 'zod/mini';
import { configOf, defaultOf, fieldsOf, valuesOf } from './schemaFields';
import { messageOf, validateConfig } from './validate';

const schema = z.object({
  name: z._default(z.string().check(z.minLength(2), z.maxLength(20)), 'Central'),
  note: z.optional(z.string()),
  limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(50)), 10),
  ratio: z.optional(z.number().check(z.gt(0), z.lt(1))),
  enabled: z._default(z.boolean(), true),
  mode: z._default(z.enum(['fast', 'careful']), 'careful'),
  skills: z._default(z.array(z.string()).check(z.maxLength(3)), []),
  window: z.object({ start: z._default(z.string(), '08:00'), days: z.nullable(z.array(z.string())) }),
  rules: z._default(z.array(z.object({ label: z.string().check(z.minLength(1)), on: z._default(z.boolean(), false) })), []),
  when: z.optional(z.date()),
  viaPipe: z.pipe(z.string(), z.transform((v) => v.trim())),
});

describe('a settings schema read as form fields', () => {
  const fields = fieldsOf(schema);
  const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));

  test('each supported zod type becomes its kind of field, in the schema order, with its bounds', () => {
    expect(fields.map((f) => [f.key, f.kind])).toEqual([
      ['name', 'string'],
      ['note', 'string'],
      ['limit', 'number'],
      ['ratio', 'number'],
      ['enabled', 'boolean'],
      ['mode', 'enum'],
      ['skills', 'stringList'],
      ['window', 'object'],
      ['rules', 'objectList'],
      ['when', 'unsupported'],
      ['viaPipe', 'string'],
    ]);
    expect(byKey.name).toMatchObject({ minLength: 2, maxLength: 20, optional: false, hasDefault: true, defaultValue: 'Central' });
    expect(byKey.note).toMatchObject({ optional: true, hasDefault: false });
    expect(byKey.limit).toMatchObject({ min: 1, max: 50, integer: true });
    expect(byKey.ratio).toMatchObject({ min: 0, max: 1, integer: false, optional: true });
    expect(byKey.mode).toMatchObject({ options: ['fast', 'careful'], defaultValue: 'careful' });
    expect(byKey.skills).toMatchObject({ maxItems: 3, defaultValue: [] });
    const window = byKey.window!;
    expect(window.kind === 'object' && window.fields.map((f) => [f.path.join('.'), f.kind, f.optional])).toEqual([
      ['window.start', 'string', false],
      ['window.days', 'stringList', true],
    ]);
    const rules = byKey.rules!;
    expect(rules.kind === 'objectList' && rules.item.map((f) => f.path.join('.'))).toEqual(['rules.label', 'rules.on']);
    expect(byKey.when).toMatchObject({ zodType: 'date' });
  });

  test('a schema that is not an object, or none, has no fields', () => {
    expect(fieldsOf(z.string())).toEqual([]);
    expect(fieldsOf(undefined)).toEqual([]);
    expect(fieldsOf(z._default(z.object({ a: z.boolean() }), { a: true })).map((f) => f.key)).toEqual(['a']);
  });

  test('defaults show where nothing is saved; saved values win; an empty optional is left out when saving', () => {
    expect(defaultOf(byKey.limit!)).toBe(10);
    expect(defaultOf(byKey.note!)).toBe('');
    const values = valuesOf(fields, { limit: 20, skills: ['skl-vida'] });
    expect(values).toMatchObject({ name: 'Central', note: '', limit: 20, enabled: true, mode: 'careful', skills: ['skl-vida'], window: { start: '08:00', days: [] }, rules: [] });
    expect(configOf(fields, { ...values, skills: [' skl-vida ', ''] })).toMatchObject({ limit: 20, skills: ['skl-vida'] });
    expect('note' in configOf(fields, values)).toBe(false);
    expect('ratio' in configOf(fields, values)).toBe(false);
  });
});

describe('validation messages', () => {
  const fields = fieldsOf(schema);
  const valid = { ...valuesOf(fields, undefined), viaPipe: 'x' };
  const errorsFor = (change: Record<string, unknown>) => {
    const result = validateConfig(schema, fields, { ...valid, ...change });
    return result.ok ? {} : result.errors;
  };

  test('valid values give the settings to save', () => {
    const result = validateConfig(schema, fields, valid);
    expect(result.ok && result.config).toMatchObject({ name: 'Central', limit: 10, mode: 'careful' });
  });

  test('each broken rule names its field and its limit', () => {
    expect(errorsFor({ name: 'A' })).toEqual({ name: { id: 'admin.form.error.tooShort', values: { min: 2 } } });
    expect(errorsFor({ name: 'A'.repeat(21) })).toEqual({ name: { id: 'admin.form.error.tooLong', values: { max: 20 } } });
    expect(errorsFor({ limit: 0 })).toEqual({ limit: { id: 'admin.form.error.atLeast', values: { min: 1 } } });
    expect(errorsFor({ limit: 51 })).toEqual({ limit: { id: 'admin.form.error.atMost', values: { max: 50 } } });
    expect(errorsFor({ limit: 2.5 })).toEqual({ limit: { id: 'admin.form.error.integer' } });
    expect(errorsFor({ ratio: 1 })).toEqual({ ratio: { id: 'admin.form.error.below', values: { max: 1 } } });
    expect(errorsFor({ mode: 'reckless' })).toEqual({ mode: { id: 'admin.form.error.choice', values: { options: 'fast, careful' } } });
    expect(errorsFor({ skills: ['a', 'b', 'c', 'd'] })).toEqual({ skills: { id: 'admin.form.error.tooMany', values: { max: 3 } } });
    expect(errorsFor({ rules: [{ label: '', on: true }] })).toEqual({ 'rules.0.label': { id: 'admin.form.error.required' } });
  });

  test("a check's own message id is used when the tables know it; a custom check names its message", () => {
    const issue = { code: 'too_small', origin: 'array', minimum: 1, inclusive: true, path: [], message: 'cockpit.config.skills.empty', input: [] } as const;
    expect(messageOf(issue as never, (id) => id === 'cockpit.config.skills.empty')).toEqual({ id: 'cockpit.config.skills.empty' });
    expect(messageOf(issue as never)).toEqual({ id: 'admin.form.error.tooFew', values: { min: 1 } });
    const custom = { code: 'custom', path: [], message: 'x', input: '', params: { messageId: 'admin.regex.nested', values: { fragment: '(a+)+' } } };
    expect(messageOf(custom as never)).toEqual({ id: 'admin.regex.nested', values: { fragment: '(a+)+' } });
  });
});
