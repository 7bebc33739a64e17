import type { DemoAuthor } from '../types';

/** One message of a script: who says it and a template with {placeholders}. */
export type Line = readonly [DemoAuthor, string];

/**
 * A conversation subject: the scripts a conversation about it is made of. Templates use
 * {nome} {primeiro} {cpf} {placa} {apolice} {protocolo} {agente} {veiculo} {endereco} {cidade}
 * {telefone} {email}.
 */
export type Topic = {
  id: string;
  skillId: string;
  /** The pre-chat "Assunto". */
  subject: string;
  /** The usability breadcrumb trail ('A > B > C'). */
  breadcrumbs: string;
  /** What arrives from the queue: bot greeting and the consumer's first words. */
  opening: readonly Line[];
  /** What the agent and consumer already said in a seeded conversation. */
  history: readonly Line[];
  /** More exchanges, cycled to make long threads. */
  extra: readonly (readonly Line[])[];
  /** The last words of a finished conversation. */
  closing: readonly Line[];
  /** Consumer answers the simulation can use when nothing more specific fits. */
  replies: readonly string[];
};

export type TopicVars = Record<string, string>;

export function fill(template: string, vars: TopicVars): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}
