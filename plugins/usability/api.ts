/** The 15 relationships of spec 001 §3, by id. */
export const relationships = [
  'segurado', 'corretor', 'terceiro', 'relator', 'condutor/motorista', 'conjuge', 'filho-filha', 'funcionario',
  'oficinas', 'prestador', 'irmao-irma', 'pai-mae', 'neto-neta', 'inquilino', 'sindicante',
] as const;
export const RELATIONSHIP_PLACEHOLDER = '[RELACIONAMENTO]';

/** The usability page of a conversation's 'Usabilidade' widget data: only http(s) pages are ever embedded. */
export function usabilityUrl(data: { siebelData: Readonly<Record<string, unknown>> } | null | undefined): string | null {
  const url = data?.siebelData.url_usabilidade;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
}

/** The URL with the chosen relationship put in place of [RELACIONAMENTO]. */
export function withRelationship(url: string, relationship: string): string {
  return url.split(RELATIONSHIP_PLACEHOLDER).join(encodeURIComponent(relationship));
}
