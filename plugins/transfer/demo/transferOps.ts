import { type DemoModel, DemoError, isOpen } from '@tessera/core/testing/demo';
import { type FailureSwitch, transferState, type UnavailableSwitch } from './roster';
import { inException, nextOpening } from './schedule';

/**
 * GET conversation/transfer and PUT transfer/skill|user in the demo, refusing as
 * plugins/transfer/errors.ts documents: 409 with one `skillUnavailable` item per reason (and
 * `nextAvailableDate` when outside the schedule), 409 'This attendance has already been
 * transferred', 409 `user / userOffline`, 400 `commentary`, and the demo's switches.
 *
 * The demo closes a skill only by its switch (setSkillUnavailable) or a seeded exception, never
 * by the clock against its schedule: a demo used at night would otherwise refuse every transfer.
 */

export type SkillReason = 'skillInException' | 'outsideWorkSchedule' | 'noUserOnline';
export type FieldMessage = { key: string; value: string };

/** A skill refusal carries several items, which DemoError (one key/value) cannot. */
export class SkillUnavailableError extends Error {
  constructor(readonly items: FieldMessage[]) {
    super('skill unavailable');
  }
}

function participantConversation(model: DemoModel, userId: string, conversationId: string) {
  const c = model.getConversation(conversationId);
  if (!c || !c.users.some((u) => u.user_id === userId)) throw new DemoError(404, 'conversation', 'Conversation not found');
  return c;
}

/** Online agents in the skill (0 while the demo says nobody is). */
export function onlineIn(model: DemoModel, skillId: string): number {
  const s = transferState(model);
  if (s.unavailable[skillId]?.includes('noUserOnline')) return 0;
  return s.skills[skillId]?.onlineUsers ?? 0;
}

/** Why the skill cannot take a conversation now (none: it can). */
export function reasonsFor(model: DemoModel, skillId: string): SkillReason[] {
  const s = transferState(model);
  const switches = s.unavailable[skillId] ?? [];
  const roster = s.skills[skillId];
  const reasons: SkillReason[] = [];
  if (switches.includes('exception') || (roster && inException(roster, model.now()))) reasons.push('skillInException');
  if (switches.includes('outsideSchedule')) reasons.push('outsideWorkSchedule');
  if (onlineIn(model, skillId) === 0) reasons.push('noUserOnline');
  return reasons;
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'pt-BR');

/** Where the user may send the conversation: the other skills of its channel, and the other agents. */
export function transferOptions(model: DemoModel, userId: string, conversationId: string) {
  const c = participantConversation(model, userId, conversationId);
  const s = transferState(model);
  const serves = (skillId: string) => model.state.skills.find((k) => k.id === skillId)?.channels.includes(c.channel) ?? false;
  const skills = model.state.skills
    .filter((k) => k.channels.includes(c.channel) && k.id !== c.skillId)
    .map((k) => ({ id: k.id, name: k.name, onlineUsers: onlineIn(model, k.id) }))
    .sort(byName);
  const users = model.state.users
    .filter((u) => u.id !== userId && s.agents[u.id])
    .flatMap((u) => {
      const agent = s.agents[u.id]!;
      // The agent takes it in the conversation's skill if they work in it, else in one of theirs serving the channel.
      const skillId = agent.skillIds.includes(c.skillId) ? c.skillId : agent.skillIds.find(serves);
      return skillId ? [{ id: u.id, name: u.name, onlineUsers: agent.online ? 1 : 0, skillId }] : [];
    })
    .sort(byName);
  return { skills, users };
}

export type TransferRequest = { kind: 'skill'; skillId: string; commentary: string } | { kind: 'user'; userId: string; skillId: string; commentary: string };

/** The user hands the conversation on; refuses as the header says. */
export function transfer(model: DemoModel, userId: string, conversationId: string, request: TransferRequest): void {
  const s = transferState(model);
  if (s.failure === 'serverError') throw new DemoError(500, 'server', 'Unavailable service');
  const c = model.getConversation(conversationId);
  if (s.failure === 'alreadyTransferred' || !c || !isOpen(c) || !c.users.some((u) => u.user_id === userId)) {
    throw new DemoError(409, 'conversation', 'This attendance has already been transferred');
  }
  const commentary = request.commentary.trim();
  if (commentary.length < 20 || commentary.length > 150) throw new DemoError(400, 'commentary', 'The reason must have from 20 to 150 characters');
  if (!model.state.skills.some((k) => k.id === request.skillId)) throw new DemoError(404, 'skill', 'Skill not found');
  if (request.kind === 'skill') {
    const reasons = reasonsFor(model, request.skillId);
    if (reasons.length) {
      const items: FieldMessage[] = reasons.map((value) => ({ key: 'skillUnavailable', value }));
      const roster = s.skills[request.skillId];
      if (reasons.includes('outsideWorkSchedule') && roster) items.push({ key: 'nextAvailableDate', value: nextOpening(roster.schedule, model.now()).toISOString() });
      throw new SkillUnavailableError(items);
    }
    model.handOver(conversationId, userId, { kind: 'skill', skillId: request.skillId }, commentary);
    return;
  }
  const agent = s.agents[request.userId];
  if (!agent || !model.state.users.some((u) => u.id === request.userId)) throw new DemoError(404, 'user', 'User not found');
  if (!agent.online) throw new DemoError(409, 'user', 'userOffline');
  model.handOver(conversationId, userId, { kind: 'user', userId: request.userId, skillId: request.skillId }, commentary);
}

/** Control: the skill cannot take conversations for `reason` (added to any other), or can again (null). */
export function setSkillUnavailable(model: DemoModel, skillId: string, reason: UnavailableSwitch | null): void {
  if (!model.state.skills.some((k) => k.id === skillId)) throw new DemoError(404, 'skill', 'Skill not found');
  const s = transferState(model);
  if (reason === null) {
    delete s.unavailable[skillId];
    return;
  }
  const now = s.unavailable[skillId] ?? [];
  if (!now.includes(reason)) s.unavailable[skillId] = [...now, reason];
}

/** Control: every transfer fails this way until switched off (null). */
export function setTransferFailure(model: DemoModel, kind: FailureSwitch | null): void {
  transferState(model).failure = kind;
}
