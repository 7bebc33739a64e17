import type { Services } from '@tessera/core';

/** A line of the consumer's data, as the widgets plugin groups and orders it (spec 001 §5). */
export type DataLine = ReturnType<Services['widgets.data']['customerLines']>[number];

/** The lines in runs of one group each: a divider goes between runs. */
export function groupRuns(lines: readonly DataLine[]): DataLine[][] {
  const runs: DataLine[][] = [];
  for (const line of lines) {
    const last = runs.at(-1);
    if (last && last[0]!.group === line.group) last.push(line);
    else runs.push([line]);
  }
  return runs;
}

const ACRONYMS = new Set(['cpf', 'rg', 'cnpj', 'cep', 'sr', 'id', 'uf', 'crm', 'cnh']);
/** Words our insurers' systems send without their accents, as a person writes them. */
const ACCENTED: Readonly<Record<string, string>> = {
  apolice: 'apólice',
  endereco: 'endereço',
  observacao: 'observação',
  observacoes: 'observações',
  validacao: 'validação',
  situacao: 'situação',
  numero: 'número',
  veiculo: 'veículo',
  veiculos: 'veículos',
  codigo: 'código',
  inicio: 'início',
  vigencia: 'vigência',
  beneficiario: 'beneficiário',
  beneficiarios: 'beneficiários',
  servico: 'serviço',
};

/** A key as a label: words apart, the first capitalised, acronyms in capitals, accents put back (`validacao_cpf` → "Validação CPF"). */
export function labelOfKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words
    .map((w, i) => {
      const lower = w.toLowerCase();
      if (ACRONYMS.has(lower)) return w.toUpperCase();
      const word = Object.hasOwn(ACCENTED, lower) && w === lower ? ACCENTED[lower]! : w;
      return i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    })
    .join(' ');
}

/** The breadcrumb trail of the usability widget's data (spec 001 §2: split on ' > '). */
export const breadcrumbTrail = (breadcrumbs: string): string[] =>
  breadcrumbs
    .split(' > ')
    .map((s) => s.trim())
    .filter(Boolean);
