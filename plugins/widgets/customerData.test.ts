import { describe, expect, test } from '@rstest/core';
import { customerLines, keyWords, placeOf, sortLines, valueOf } from './customerData';

const order = (userData: Record<string, unknown>) => customerLines({ userData, siebelData: {} }).map((l) => `${l.group}:${l.key}`);

describe('customer data grouping (spec 001 §5)', () => {
  test('group 0 phone, cpf, rg, titular, protocolo; 1 company, product, status, proposal, certificate; 2 policy, plate, address, complement', () => {
    for (const key of ['phone', 'telefone', 'cpf', 'rg', 'titular', 'protocolo', 'telefone_celular', 'nrProtocolo']) expect({ key, ...placeOf(key, 'x') }).toMatchObject({ key, group: 0 });
    for (const key of ['company', 'empresa', 'product', 'produto', 'status', 'proposal', 'proposta', 'certificate', 'certificado', 'situação']) expect({ key, ...placeOf(key, 'x') }).toMatchObject({ key, group: 1 });
    for (const key of ['policy', 'apolice', 'apólice', 'nrApolice', 'plate', 'placa', 'address', 'endereco', 'endereço', 'complement', 'complemento']) expect({ key, ...placeOf(key, 'x') }).toMatchObject({ key, group: 2 });
  });

  test('validation keys: 3 when the value begins with “validado”, else 4, whatever they validate', () => {
    expect(placeOf('validacao_cpf', 'validado em 12/03/2026').group).toBe(3);
    expect(placeOf('validação endereço', 'Validado pelo Serasa').group).toBe(3);
    expect(placeOf('validation', '  validado').group).toBe(3);
    expect(placeOf('validacao_cpf', 'pendente').group).toBe(4);
    expect(placeOf('validacao_biometria', 'não validado').group).toBe(4);
    expect(placeOf('validacao', 42).group).toBe(4);
    // 'validade' is an expiry date, not a validation.
    expect(placeOf('validade', 'validado').group).toBe(1);
  });

  test('whole words only: anything else is group 1', () => {
    expect(placeOf('cargo', 'x').group).toBe(1);
    expect(placeOf('observacao', 'x').group).toBe(1);
    expect(placeOf('statusPagamento', 'x').group).toBe(1);
    expect(keyWords('nrApolice')).toEqual(['nr', 'apolice']);
    expect(keyWords('SRNumber')).toEqual(['sr', 'number']);
    expect(keyWords('Endereço-Complemento')).toEqual(['endereco', 'complemento']);
  });

  test('sorted by group, then as the group lists its names, then as sent; dividers between groups', () => {
    const lines = order({
      observacao: 'cliente desde 2019',
      complemento: 'apto 12',
      validacao_endereco: 'pendente',
      produto: 'Auto',
      cpf: '123',
      validacao_cpf: 'validado',
      placa: 'ABC1D23',
      telefone: '11 9',
      apolice: 'AP-1',
    });
    expect(lines).toEqual(['0:telefone', '0:cpf', '1:produto', '1:observacao', '2:apolice', '2:placa', '2:complemento', '3:validacao_cpf', '4:validacao_endereco']);
  });
});

describe('which data shows (spec 001 §5)', () => {
  const siebel = { SRNumber: '1-2345', nrApolice: 'AP-9', cpfCnpj: '111.222.333-44', url_usabilidade: 'http://x' };
  test('user_data when it has more than one key', () => {
    expect(customerLines({ userData: { cpf: '1', telefone: '2' }, siebelData: siebel }).map((l) => l.key)).toEqual(['telefone', 'cpf']);
  });
  test('else the siebel fields as Protocolo, Apolice, CPF, when siebel_data has more than one key', () => {
    const lines = customerLines({ userData: { cpf: 'only one' }, siebelData: siebel });
    expect(lines.map((l) => [l.key, l.siebel, l.value])).toEqual([
      ['cpfCnpj', 'cpfCnpj', { kind: 'text', text: '111.222.333-44' }],
      ['SRNumber', 'SRNumber', { kind: 'text', text: '1-2345' }],
      ['nrApolice', 'nrApolice', { kind: 'text', text: 'AP-9' }],
    ]);
    expect(customerLines({ userData: {}, siebelData: { SRNumber: '1', nrApolice: '2' } }).map((l) => l.key)).toEqual(['SRNumber', 'nrApolice']);
  });
  test('else nothing', () => {
    expect(customerLines({ userData: { cpf: '1' }, siebelData: { SRNumber: '1' } })).toEqual([]);
    expect(customerLines({ userData: {}, siebelData: {} })).toEqual([]);
  });
});

describe('values and labels', () => {
  test('text and numbers show; anything else is an invalid type', () => {
    expect(valueOf('a')).toEqual({ kind: 'text', text: 'a' });
    expect(valueOf(12.5)).toEqual({ kind: 'text', text: '12.5' });
    for (const v of [null, undefined, true, { a: 1 }, ['x'], Number.NaN]) expect(valueOf(v)).toEqual({ kind: 'invalid' });
    expect(sortLines([{ key: 'veiculos', raw: [{ placa: 'X' }] }])[0]!.value).toEqual({ kind: 'invalid' });
  });
});
