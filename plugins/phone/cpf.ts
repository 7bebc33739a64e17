/**
 * The Brazilian CPF: 11 digits, the last two check digits of the first nine (mod 11). Shown
 * masked 000.000.000-00, sent as digits only (spec 000 §5).
 */

export const CPF_LENGTH = 11;

/** The digits of whatever was typed or pasted, at most 11. */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CPF_LENGTH);
}

/**
 * The 000.000.000-00 mask over what is there so far: '1234' -> '123.4'. A pasted value,
 * masked or not, comes out the same.
 */
export function formatCpf(value: string): string {
  const d = cpfDigits(value);
  let out = d.slice(0, 3);
  if (d.length > 3) out += `.${d.slice(3, 6)}`;
  if (d.length > 6) out += `.${d.slice(6, 9)}`;
  if (d.length > 9) out += `-${d.slice(9)}`;
  return out;
}

/** The check digit of `digits`: weights count down from length + 1 to 2. */
function checkDigit(digits: readonly number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** 11 digits, not all the same, and both check digits right. Takes masked or bare input. */
export function isValidCpf(value: string): boolean {
  const raw = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(raw)) return false;
  const digits = [...raw].map(Number);
  if (digits.every((d) => d === digits[0])) return false;
  const first = checkDigit(digits.slice(0, 9));
  const second = checkDigit(digits.slice(0, 10));
  return digits[9] === first && digits[10] === second;
}

/**
 * Where the caret goes in a masked value so it stays after the same digit it was after while
 * the agent typed: just after the `digits`-th digit (0: the start).
 */
export function caretAfterDigits(masked: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i]!) && ++seen === digits) return i + 1;
  }
  return masked.length;
}
