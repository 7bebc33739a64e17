import { foldString } from '@tessera/core';

/**
 * The consumer's data as the panels show it (service tools, find customer) (spec 001 §5 "Customer data grouping" and "shown only
 * if"; §8 'invalid type'; §9 "ordered by relevance group").
 *
 * How key names match (the spec says "by first matching key name"; this is how we read it):
 * - A key is split into words (snake_case, kebab-case, camelCase, spaces), each folded (lower
 *   case, no accents): `nrApolice` → nr, apolice; `telefone_celular` → telefone, celular.
 * - A group's name matches a word equal to it or to its plural (`telefones`): whole words, so
 *   `rg` does not match `cargo` and `cpf` does not match `cpfx`.
 * - Names are the spec's English ones and the Portuguese our insurers' systems send
 *   (telefone, produto, apolice, placa, endereco...).
 * - Validation keys are looked at first: `validacao_cpf` is a validation line (group 3 when its
 *   value begins with 'validado', else 4), not a CPF. `validade` (an expiry date) is no validation.
 * - Then groups 0, 1, 2 in order; a key matching none is in group 1.
 * Lines sort by group, then by the order of the names within the group (phone before cpf...), then
 * as the server sent them; a divider separates groups.
 */

/** Synonym sets, in the order the lines of a group show. */
const GROUPS: readonly (readonly (readonly string[])[])[] = [
  [['phone', 'telefone', 'celular', 'fone'], ['cpf'], ['rg'], ['titular', 'holder'], ['protocolo', 'protocol']],
  [['company', 'empresa'], ['product', 'produto'], ['status', 'situacao'], ['proposal', 'proposta'], ['certificate', 'certificado']],
  [['policy', 'apolice'], ['plate', 'placa'], ['address', 'endereco'], ['complement', 'complemento']],
];
const VALIDATION = ['validation', 'validacao', 'validacoes', 'validado', 'validated', 'validate', 'validar'];
export const VALIDATED_GROUP = 3;
export const UNVALIDATED_GROUP = 4;
const DEFAULT_GROUP = 1;

/** The words of a key, folded. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => foldString(w));
}

const matches = (words: readonly string[], name: string) => words.some((w) => w === name || w === `${name}s` || w === `${name}es`);

/** A value shown as text (text and finite numbers), or not (spec 001 §8 'invalid type'). */
export type DataValue = { kind: 'text'; text: string } | { kind: 'invalid' };

export function valueOf(value: unknown): DataValue {
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'text', text: String(value) };
  return { kind: 'invalid' };
}

/** Where a line goes: its group (0-4) and its place within the group. */
export function placeOf(key: string, value: unknown): { group: number; rank: number } {
  const words = keyWords(key);
  if (VALIDATION.some((name) => matches(words, name))) {
    const validated = typeof value === 'string' && foldString(value.trimStart()).startsWith('validado');
    return { group: validated ? VALIDATED_GROUP : UNVALIDATED_GROUP, rank: 0 };
  }
  for (const [group, names] of GROUPS.entries()) {
    const rank = names.findIndex((synonyms) => synonyms.some((name) => matches(words, name)));
    if (rank >= 0) return { group, rank };
  }
  return { group: DEFAULT_GROUP, rank: Number.MAX_SAFE_INTEGER };
}

/** The siebel fields the spec shows, under the names it gives them (SRNumber as Protocolo...). */
export type SiebelField = 'SRNumber' | 'nrApolice' | 'cpfCnpj';

export interface DataLine {
  /** The company's key (user_data), or the siebel field. */
  key: string;
  /** Set for a siebel field: the panel labels it as the spec says (Protocolo, Apolice, CPF), in its language. */
  siebel?: SiebelField;
  value: DataValue;
  group: number;
}

/** Lines sorted by group and place; the caller draws a divider where the group changes. */
export function sortLines(entries: readonly { key: string; siebel?: SiebelField; raw: unknown; matchAs?: string }[]): DataLine[] {
  return entries
    .map((e, index) => ({ e, index, place: placeOf(e.matchAs ?? e.key, e.raw) }))
    .sort((a, b) => a.place.group - b.place.group || a.place.rank - b.place.rank || a.index - b.index)
    .map(({ e, place }) => ({ key: e.key, ...(e.siebel ? { siebel: e.siebel } : {}), value: valueOf(e.raw), group: place.group }));
}

/** The siebel fields the spec shows, with the names they show as (and are grouped by). */
export const SIEBEL_FIELDS: readonly { key: SiebelField; siebel: SiebelField; matchAs: string }[] = [
  { key: 'SRNumber', siebel: 'SRNumber', matchAs: 'protocolo' },
  { key: 'nrApolice', siebel: 'nrApolice', matchAs: 'apolice' },
  { key: 'cpfCnpj', siebel: 'cpfCnpj', matchAs: 'cpf' },
];

/**
 * The lines the Data tab shows: user_data when it has more than one key; else the siebel fields
 * when siebel_data has more than one key; else none (spec 001 §5).
 */
export function customerLines(data: { userData: Readonly<Record<string, unknown>>; siebelData: Readonly<Record<string, unknown>> }): DataLine[] {
  const user = Object.entries(data.userData);
  if (user.length > 1) return sortLines(user.map(([key, raw]) => ({ key, raw })));
  if (Object.keys(data.siebelData).length > 1) {
    return sortLines(SIEBEL_FIELDS.filter((f) => Object.hasOwn(data.siebelData, f.key)).map((f) => ({ ...f, raw: data.siebelData[f.key] })));
  }
  return [];
}
