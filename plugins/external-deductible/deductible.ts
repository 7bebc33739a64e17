import type { DeductibleConfig } from '.';

/**
 * An amount as an agent types it in the workspace's language: "12.500,50" or "12500,5" in
 * Portuguese, "12,500.50" in English; a currency sign and spaces are allowed. Undefined when it
 * is not a positive amount.
 */
export function parseAmount(text: string, language: 'pt' | 'en'): number | undefined {
  const [group, decimal] = language === 'pt' ? ['.', ','] : [',', '.'];
  const bare = text.replace(/R\$|\s/g, '');
  if (!/^\d[\d.,]*$/.test(bare)) return undefined;
  const [whole = '', fraction, extra] = bare.split(decimal);
  if (extra !== undefined || (fraction !== undefined && !/^\d{1,2}$/.test(fraction))) return undefined;
  // Group marks only every three digits ("1.2.3" is no amount).
  if (whole.includes(group) && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return undefined;
  const value = Number(`${whole.split(group).join('')}.${fraction ?? '0'}`);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The deductible (a share of the loss, never below the minimum nor above the loss) and what is left to pay. */
export function settle(loss: number, rule: DeductibleConfig): { deductible: number; payout: number } {
  const deductible = Math.min(loss, Math.max((loss * rule.percent) / 100, rule.minimum));
  return { deductible: round(deductible), payout: round(loss - deductible) };
}

const round = (value: number) => Math.round(value * 100) / 100;
