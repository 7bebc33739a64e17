import { relationships } from './api';

export type Relationship = (typeof relationships)[number];

const isRelationship = (value: unknown): value is Relationship => typeof value === 'string' && (relationships as readonly string[]).includes(value);

type WithExtras = { conversationId: string; extraInfo?: unknown; relatedComponents?: unknown };

/**
 * The relationship the server holds for the conversation (spec 001 §3): extraInfo.usability.relation
 * (what PATCH conversation-extra-info saved), else relatedComponents.data.identification.relation.
 */
export function persistedRelation(c: WithExtras): Relationship | undefined {
  const extra = (c.extraInfo as { usability?: { relation?: unknown } } | undefined)?.usability?.relation;
  if (isRelationship(extra)) return extra;
  const related = (c.relatedComponents as { data?: { identification?: { relation?: unknown } } } | undefined)?.data?.identification?.relation;
  return isRelationship(related) ? related : undefined;
}

/**
 * The conversation's relationship: what the agent chose in this session ('usability.memory', the one
 * place a choice is kept), else what the server saved for it.
 */
export function relationOf(chosen: Readonly<Record<string, string>>, c: WithExtras): string | undefined {
  return (Object.hasOwn(chosen, c.conversationId) ? chosen[c.conversationId] : undefined) ?? persistedRelation(c);
}
