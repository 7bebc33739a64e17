import { describe, expect, test } from '@rstest/core';
import { breadcrumbTrail, groupRuns, labelOfKey } from './lines';

describe('how the service tools lay the data out', () => {
  test('runs of one group each: a divider between runs', () => {
    const line = (key: string, group: number) => ({ key, group, value: { kind: 'text' as const, text: key } });
    expect(groupRuns([line('telefone', 0), line('cpf', 0), line('produto', 1), line('validacao', 4)]).map((r) => r.map((l) => l.key))).toEqual([
      ['telefone', 'cpf'],
      ['produto'],
      ['validacao'],
    ]);
  });
  test('labels from keys', () => {
    expect(labelOfKey('telefone')).toBe('Telefone');
    expect(labelOfKey('cpf')).toBe('CPF');
    expect(labelOfKey('validacao_cpf')).toBe('Validação CPF');
    expect(labelOfKey('apolice')).toBe('Apólice');
    expect(labelOfKey('endereco_cobranca')).toBe('Endereço cobranca');
    expect(labelOfKey('dataNascimento')).toBe('Data Nascimento');
  });
  test('the breadcrumb trail splits on “ > ”', () => {
    expect(breadcrumbTrail('Sinistro > Colisão > Guincho')).toEqual(['Sinistro', 'Colisão', 'Guincho']);
    expect(breadcrumbTrail('Auto>Vidros')).toEqual(['Auto>Vidros']);
    expect(breadcrumbTrail('')).toEqual([]);
  });
});
