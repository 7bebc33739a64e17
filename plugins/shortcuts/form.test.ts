import { ApiError } from '@tessera/core';
import { describe, expect, test } from '@rstest/core';
import { changedFields, errorToasts, SHORTCUT_ERROR, shortcutFormSchema } from './form';

const errorsOf = (short_name: string, message: string) => {
  const result = shortcutFormSchema.safeParse({ short_name, message });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the shortcut form (spec 001 §5, §9)', () => {
  test('a short name needs 3 to 255 characters', () => {
    expect(errorsOf('', 'Olá')).toEqual(['short_name:shortcuts.error.shortNameIsRequired']);
    expect(errorsOf('   ', 'Olá')).toEqual(['short_name:shortcuts.error.shortNameIsRequired']);
    expect(errorsOf('ab', 'Olá')).toEqual(['short_name:shortcuts.error.shortNameMinLength']);
    expect(errorsOf('abc', 'Olá')).toEqual([]);
    expect(errorsOf('a'.repeat(255), 'Olá')).toEqual([]);
    expect(errorsOf('a'.repeat(256), 'Olá')).toEqual(['short_name:shortcuts.error.shortNameMaxLength']);
  });

  test('a message is required and holds at most 1,500 characters', () => {
    expect(errorsOf('saudacao', '')).toEqual(['message:shortcuts.error.messageIsRequired']);
    expect(errorsOf('saudacao', '\n  ')).toEqual(['message:shortcuts.error.messageIsRequired']);
    expect(errorsOf('saudacao', 'x'.repeat(1500))).toEqual([]);
    expect(errorsOf('saudacao', 'x'.repeat(1501))).toEqual(['message:shortcuts.error.messageMaxLength']);
  });

  test('an edit sends only what changed, and nothing when nothing did', () => {
    const original = { short_name: 'saudacao', message: 'Olá!' };
    expect(changedFields(original, { short_name: 'saudacao', message: 'Olá!' })).toBeNull();
    // Spaces around the name are not a change: the name is saved without them.
    expect(changedFields(original, { short_name: '  saudacao ', message: 'Olá!' })).toBeNull();
    expect(changedFields(original, { short_name: 'oi', message: 'Olá!' })).toEqual({ short_name: 'oi' });
    expect(changedFields(original, { short_name: 'saudacao', message: 'Olá, tudo bem?' })).toEqual({ message: 'Olá, tudo bem?' });
    expect(changedFields(original, { short_name: 'oi', message: 'Oi' })).toEqual({ short_name: 'oi', message: 'Oi' });
  });

  test('a refusal is one toast per server message, toasts.<value without dots>, else the fallback', () => {
    const known = (id: string) => id === 'shortcuts.toasts.shortNamealreadyExists';
    const refused = new ApiError('x', 400, [
      { key: 'short_name', value: 'shortName.alreadyExists' },
      { key: 'message', value: 'message.somethingNew' },
    ]);
    expect(errorToasts(refused, known)).toEqual(['shortcuts.toasts.shortNamealreadyExists', SHORTCUT_ERROR]);
    expect(errorToasts(new ApiError('Unavailable service', 500), known)).toEqual([SHORTCUT_ERROR]);
    expect(errorToasts(new Error('offline'), known)).toEqual([SHORTCUT_ERROR]);
  });
});
