import { describe, expect, test } from '@rstest/core';
import { caretAfterDigits, cpfDigits, formatCpf, isValidCpf } from './cpf';

describe('isValidCpf', () => {
  test('accepts real CPFs, masked or as bare digits', () => {
    for (const cpf of ['529.982.247-25', '111.444.777-35', '123.456.789-09', '935.411.347-80', '52998224725', '00000000191']) {
      expect(isValidCpf(cpf)).toBe(true);
    }
  });

  test('refuses a wrong first check digit', () => {
    // 529.982.247-25 with the tenth digit changed: every other value is wrong.
    for (let d = 0; d <= 9; d++) {
      if (d === 2) continue;
      expect(isValidCpf(`529982247${d}5`)).toBe(false);
    }
  });

  test('refuses a wrong second check digit', () => {
    for (let d = 0; d <= 9; d++) {
      if (d === 5) continue;
      expect(isValidCpf(`5299822472${d}`)).toBe(false);
    }
  });

  test('refuses eleven equal digits, even 000.000.000-00 whose check digits add up', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
  });

  test('refuses anything but exactly 11 digits', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('529.982.247-2')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529.982.247-2a')).toBe(false);
  });
});

describe('formatCpf (the mask while typing)', () => {
  test('grows digit by digit into 000.000.000-00', () => {
    const typed = '52998224725';
    const shown = [...typed].map((_, i) => formatCpf(typed.slice(0, i + 1)));
    expect(shown).toEqual([
      '5',
      '52',
      '529',
      '529.9',
      '529.98',
      '529.982',
      '529.982.2',
      '529.982.24',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
    ]);
  });

  test('a paste of bare digits or of a masked value comes out masked', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf(' 529 982 247 25 ')).toBe('529.982.247-25');
  });

  test('a twelfth digit and anything that is not a digit are dropped', () => {
    expect(formatCpf('529.982.247-251')).toBe('529.982.247-25');
    expect(formatCpf('529.98a')).toBe('529.98');
    expect(formatCpf('abc')).toBe('');
  });

  test('deleting the character after a separator leaves no dangling separator', () => {
    // Backspace over '529.9' leaves '529.' in the input; the mask shows '529'.
    expect(formatCpf('529.')).toBe('529');
    expect(formatCpf('529.982.247-')).toBe('529.982.247');
  });

  test('cpfDigits keeps the digits only, at most 11', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits('529.982.247-2599')).toBe('52998224725');
  });
});

describe('caretAfterDigits (the caret through the mask)', () => {
  test('stays after the digit it followed, skipping the separators the mask adds', () => {
    expect(caretAfterDigits('529.982.247-25', 0)).toBe(0);
    expect(caretAfterDigits('529.982.247-25', 3)).toBe(3);
    // A digit typed just before a separator: the caret jumps over it with the digit.
    expect(caretAfterDigits('529.198.2', 4)).toBe(5);
    expect(caretAfterDigits('529.982.247-25', 9)).toBe(11);
    expect(caretAfterDigits('529.982.247-25', 10)).toBe(13);
    expect(caretAfterDigits('529.982.247-25', 11)).toBe(14);
    expect(caretAfterDigits('529.9', 20)).toBe(5);
  });
});
