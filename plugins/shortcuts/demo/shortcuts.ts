import { AGENT_ID, type DemoModel, SUPERVISOR_ID } from '@tessera/core/testing/demo';

/** The agents' canned answers in the demo contact centre ('//' in the composer), per user. */

export const SLICE_ID = 'shortcuts';

export type DemoShortcut = { id: string; short_name: string; message: string };
export type ShortcutsState = { byUser: Record<string, DemoShortcut[]> };

/** The agent's personal canned answers ('//' in the composer). */
function defaultShortcuts(): DemoShortcut[] {
  const items: [string, string][] = [
    ['saudacao', 'Olá! Aqui é da Tessera Seguros, tudo bem? Como posso ajudar?'],
    ['aguarde', 'Um momento, por favor, estou verificando as informações no sistema.'],
    ['cpf', 'Para seguir com o atendimento, pode me confirmar o CPF do titular da apólice?'],
    ['placa', 'Pode me informar a placa do veículo segurado?'],
    ['guincho', 'O guincho foi acionado e chega em até 60 minutos. Você receberá o contato do prestador por SMS.'],
    ['documentos', 'Envie, por favor, foto da CNH, do documento do veículo (CRLV) e o boletim de ocorrência.'],
    ['protocolo', 'Anote o número de protocolo informado acima: com ele você acompanha a solicitação no app ou pelo 0800 727 2026.'],
    ['encerramento', 'Posso ajudar em algo mais? A Tessera Seguros agradece o seu contato. Tenha um ótimo dia!'],
  ];
  return items.map(([short_name, message], i) => ({ id: `sht-${String(i + 1).padStart(3, '0')}`, short_name, message }));
}

export const seedShortcuts = (): ShortcutsState => ({
  byUser: { [AGENT_ID]: defaultShortcuts(), [SUPERVISOR_ID]: defaultShortcuts().slice(0, 4) },
});

const listOf = (model: DemoModel, userId: string): DemoShortcut[] | undefined => {
  const { byUser } = model.slice<ShortcutsState>(SLICE_ID);
  return Object.hasOwn(byUser, userId) ? byUser[userId] : undefined;
};

/** GET /flash-message: the user's shortcuts (a copy). */
export function shortcutsOf(model: DemoModel, userId: string): DemoShortcut[] {
  return structuredClone(listOf(model, userId) ?? []);
}

/** Gives the user one more shortcut. */
export function addShortcut(model: DemoModel, userId: string, shortcut: DemoShortcut): void {
  const { byUser } = model.slice<ShortcutsState>(SLICE_ID);
  byUser[userId] = [...(listOf(model, userId) ?? []), shortcut];
}
