import { AGENT_ID, type DemoModel, SUPERVISOR_ID } from '@tessera/core/testing/demo';

/** The agents' canned answers in the demo contact centre ('//' in the composer), per user. */

export const SLICE_ID = 'shortcuts';

export type DemoShortcut = { id: string; short_name: string; message: string };
export type ShortcutsState = { byUser: Record<string, DemoShortcut[]>; nextId?: number; failing?: boolean };

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
  nextId: 100,
  failing: false,
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

/** A server message item, as the backend's error list carries them (values with dots: spec 001 §8). */
export type DemoIssue = { key: string; value: string };

/** What the demo backend refuses in a shortcut (the client checks the same first). */
export function shortcutIssues(input: { short_name?: unknown; message?: unknown }, partial: boolean): DemoIssue[] {
  const issues: DemoIssue[] = [];
  const name = typeof input.short_name === 'string' ? input.short_name.trim() : undefined;
  const message = typeof input.message === 'string' ? input.message : undefined;
  if (!partial || input.short_name !== undefined) {
    if (!name) issues.push({ key: 'short_name', value: 'shortName.required' });
    else if (name.length < 3) issues.push({ key: 'short_name', value: 'shortName.minLength' });
    else if (name.length > 255) issues.push({ key: 'short_name', value: 'shortName.maxLength' });
  }
  if (!partial || input.message !== undefined) {
    if (!message?.trim()) issues.push({ key: 'message', value: 'message.required' });
    else if (message.length > 1500) issues.push({ key: 'message', value: 'message.maxLength' });
  }
  return issues;
}

const sliceOf = (model: DemoModel) => model.slice<ShortcutsState>(SLICE_ID);

/** POST /flash-message: a new shortcut for the user, or the issues that refuse it. */
export function createShortcut(model: DemoModel, userId: string, input: { short_name?: unknown; message?: unknown }): DemoShortcut | DemoIssue[] {
  const issues = shortcutIssues(input, false);
  const name = String(input.short_name ?? '').trim();
  if (!issues.length && (listOf(model, userId) ?? []).some((s) => s.short_name.toLowerCase() === name.toLowerCase())) {
    issues.push({ key: 'short_name', value: 'shortName.alreadyExists' });
  }
  if (issues.length) return issues;
  const state = sliceOf(model);
  state.nextId = (state.nextId ?? 100) + 1;
  const shortcut = { id: `sht-${state.nextId}`, short_name: name, message: String(input.message) };
  addShortcut(model, userId, shortcut);
  return shortcut;
}

/** PATCH /flash-message?id=: changes the fields given; the issues that refuse it, or null when the id is not the user's. */
export function updateShortcut(model: DemoModel, userId: string, id: string, input: { short_name?: unknown; message?: unknown }): DemoIssue[] | null {
  const list = listOf(model, userId) ?? [];
  const shortcut = list.find((s) => s.id === id);
  if (!shortcut) return null;
  const issues = shortcutIssues(input, true);
  const name = typeof input.short_name === 'string' ? input.short_name.trim() : undefined;
  if (!issues.length && name !== undefined && list.some((s) => s.id !== id && s.short_name.toLowerCase() === name.toLowerCase())) {
    issues.push({ key: 'short_name', value: 'shortName.alreadyExists' });
  }
  if (issues.length) return issues;
  if (name !== undefined) shortcut.short_name = name;
  if (typeof input.message === 'string') shortcut.message = input.message;
  return [];
}

/** DELETE /flash-message?id=: whether the user had it. */
export function deleteShortcut(model: DemoModel, userId: string, id: string): boolean {
  const list = listOf(model, userId) ?? [];
  if (!list.some((s) => s.id === id)) return false;
  sliceOf(model).byUser[userId] = list.filter((s) => s.id !== id);
  return true;
}

/** true makes POST, PATCH and DELETE /flash-message answer 500 until switched off. */
export function setShortcutsFailure(model: DemoModel, on: boolean): void {
  sliceOf(model).failing = !!on;
}

export const isShortcutsFailing = (model: DemoModel): boolean => !!sliceOf(model).failing;
