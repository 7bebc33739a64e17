import type { DemoModel } from '@tessera/core/testing/demo';

/** The useful links of the demo contact centre: each skill's, and the company's global ones (skill null). */

export const SLICE_ID = 'useful-links';

export type DemoLink = { skillId: string | null; title: string; url: string };
export type UsefulLinksState = { links: DemoLink[]; failing: boolean };

export const seedUsefulLinks = (): UsefulLinksState => ({
  failing: false,
  links: [
    { skillId: null, title: 'Susep: consulta de seguradoras e corretores', url: 'https://www.gov.br/susep/pt-br' },
    { skillId: null, title: 'Procon-SP: direitos do consumidor', url: 'https://www.procon.sp.gov.br/' },
    { skillId: 'skl-sinistro-auto', title: 'Tabela Fipe: valor de referência do veículo', url: 'https://veiculos.fipe.org.br/' },
    { skillId: 'skl-sinistro-auto', title: 'Denatran: consulta de veículo', url: 'https://www.gov.br/transportes/pt-br/assuntos/transito' },
    { skillId: 'skl-residencial', title: 'Defesa Civil: alertas de chuva e vendaval', url: 'https://www.gov.br/mdr/pt-br/assuntos/protecao-e-defesa-civil' },
    { skillId: 'skl-vida', title: 'Receita Federal: situação do CPF', url: 'https://servicos.receita.fazenda.gov.br/servicos/cpf/consultasituacao/consultapublica.asp' },
    { skillId: 'skl-assistencia', title: 'Rodovias federais: condições das estradas', url: 'https://www.gov.br/prf/pt-br' },
  ],
});

const sliceOf = (model: DemoModel) => model.slice<UsefulLinksState>(SLICE_ID);

/** GET /dashboard?skills_id=&global=true: the skill's links, then the global ones, as the backend's index items. */
export function linksOf(model: DemoModel, skillId: string | undefined, global: boolean) {
  return sliceOf(model)
    .links.filter((l) => (l.skillId !== null && l.skillId === skillId) || (global && l.skillId === null))
    .sort((a, b) => Number(a.skillId === null) - Number(b.skillId === null))
    .map((l) => ({ category: 'link', info: { url: l.url, title: l.title } }));
}

export const isFailing = (model: DemoModel): boolean => sliceOf(model).failing;
export const setFailing = (model: DemoModel, on: boolean): void => void (sliceOf(model).failing = !!on);
export const addLink = (model: DemoModel, link: DemoLink): void => void sliceOf(model).links.push({ ...link });
