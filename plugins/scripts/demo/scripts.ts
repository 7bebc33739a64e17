import { AGENT_ID, type DemoModel } from '@tessera/core/testing/demo';

/** The scripts of the demo contact centre, per skill, and each agent's favourites. */

export const SLICE_ID = 'scripts';

export type DemoScript = { id: string; title: string; text: string; categories: string[] | null; files: string | null; activated: boolean; skill_id: string };
export type ScriptsState = { bySkill: Record<string, DemoScript[]>; favorites: Record<string, string[]>; failing: boolean; favoriteFailing: boolean };

const script = (skill: string, n: number, title: string, text: string, categories: string[] | null, activated = true): DemoScript => ({
  id: `scr-${skill.replace(/^skl-/, '')}-${n}`,
  title,
  text,
  categories,
  files: null,
  activated,
  skill_id: skill,
});

const autoClaims = (skill: string): DemoScript[] => [
  script(skill, 1, 'Abertura do atendimento', 'Olá, {nome}! Sou da central de sinistros da Tessera Seguros. Vou te ajudar com o aviso de sinistro do seu veículo.', ['Abertura']),
  script(skill, 2, 'Confirmação de identidade', 'Antes de seguir, confirme por favor o CPF do titular e a placa do veículo segurado.', ['Abertura', 'Segurança']),
  script(skill, 3, 'Colisão com terceiro', 'Houve outro veículo envolvido? Se sim, preciso do nome, telefone e placa do terceiro, e de fotos dos dois veículos.', ['Sinistro']),
  script(skill, 4, 'Roubo ou furto', 'Sinto muito pelo ocorrido. Para roubo ou furto, o boletim de ocorrência é obrigatório. Você já registrou o B.O.?', ['Sinistro']),
  script(skill, 5, 'Oferta de carro reserva', 'Sua apólice inclui carro reserva. Posso já deixar a reserva agendada para a data de liberação do conserto?', null),
  script(skill, 6, 'Encerramento', 'Seu aviso de sinistro está registrado. Você receberá o número por SMS e e-mail. Posso ajudar em algo mais?', ['Encerramento']),
  script(skill, 7, 'Roteiro antigo de vistoria', 'Este roteiro foi desativado.', ['Sinistro'], false),
];

const home = (skill: string): DemoScript[] => [
  script(skill, 1, 'Abertura residencial', 'Olá! Aqui é do seguro residencial da Tessera. Como posso ajudar com o seu imóvel hoje?', ['Abertura']),
  script(skill, 2, 'Danos elétricos', 'Para danos elétricos, preciso do laudo técnico do aparelho e da nota fiscal, se tiver.', ['Sinistro']),
  script(skill, 3, 'Assistência 24h', 'Vou acionar a assistência 24h: chaveiro, encanador, eletricista ou vidraceiro?', null),
];

const life = (skill: string): DemoScript[] => [
  script(skill, 1, 'Acolhimento', 'Sentimos muito pela sua perda. Estou aqui para te acompanhar em cada etapa, com calma.', ['Sinistro de vida']),
  script(skill, 2, 'Resgate da previdência', 'O resgate respeita a carência de 60 dias do plano e cai na conta em até 5 dias úteis.', ['Previdência']),
  script(skill, 3, 'Beneficiários', 'A troca de beneficiários é feita pelo titular, no app ou pelo formulário assinado.', null),
];

const assistance = (skill: string): DemoScript[] => [
  script(skill, 1, 'Localização', 'Pode me enviar a sua localização atual e um ponto de referência? Assim o prestador chega mais rápido.', ['Guincho']),
  script(skill, 2, 'Segurança na via', 'Enquanto aguarda, fique em local seguro, fora do veículo se possível, e sinalize com o triângulo.', ['Guincho', 'Segurança']),
  script(skill, 3, 'Pane seca', 'Na pane seca o prestador leva combustível até o posto mais próximo; o combustível é por sua conta.', null),
];

export const seedScripts = (): ScriptsState => ({
  bySkill: {
    'skl-sinistro-auto': autoClaims('skl-sinistro-auto'),
    'skl-telefone-sinistro': autoClaims('skl-telefone-sinistro'),
    'skl-residencial': home('skl-residencial'),
    'skl-vida': life('skl-vida'),
    'skl-assistencia': assistance('skl-assistencia'),
  },
  favorites: { [AGENT_ID]: ['scr-sinistro-auto-6'] },
  failing: false,
  favoriteFailing: false,
});

export const sliceOf = (model: DemoModel) => model.slice<ScriptsState>(SLICE_ID);

/** GET /scripts?skill_id=: the skill's scripts (a copy). */
export function scriptsOf(model: DemoModel, skillId: string): DemoScript[] {
  const { bySkill } = sliceOf(model);
  return structuredClone(Object.hasOwn(bySkill, skillId) ? bySkill[skillId]! : []);
}

export function favoritesOf(model: DemoModel, userId: string): string[] {
  const { favorites } = sliceOf(model);
  return [...(Object.hasOwn(favorites, userId) ? favorites[userId]! : [])];
}

/** PATCH script/favorite/{id} { remove }: the user's favourites after the change. */
export function setFavorite(model: DemoModel, userId: string, scriptId: string, remove: boolean): string[] {
  const state = sliceOf(model);
  const now = favoritesOf(model, userId).filter((id) => id !== scriptId);
  state.favorites[userId] = remove ? now : [...now, scriptId];
  return [...state.favorites[userId]!];
}

/** One more script for a skill (tests and the console). */
export function addScript(model: DemoModel, skillId: string, added: Omit<DemoScript, 'skill_id'>): void {
  const { bySkill } = sliceOf(model);
  bySkill[skillId] = [...(Object.hasOwn(bySkill, skillId) ? bySkill[skillId]! : []), { ...added, skill_id: skillId }];
}
