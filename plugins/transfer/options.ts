import type { TransferSkill, TransferUser } from './api';

/** One row of a target list: a skill or an agent, as the dialog shows and chooses it. */
export interface TargetOption {
  id: string;
  name: string;
  /** Skills: how many agents are online in it. Agents: 1 when online, else 0. */
  online: number;
  /** Offline agents are listed (to star them, to see them) but cannot be chosen. */
  selectable: boolean;
  /** The skill an agent takes the conversation in. */
  skillId?: string | undefined;
}

export const skillOptions = (skills: readonly TransferSkill[]): TargetOption[] =>
  skills.map((s) => ({ id: s.id, name: s.name, online: s.onlineUsers, selectable: true }));

export const userOptions = (users: readonly TransferUser[]): TargetOption[] =>
  users.map((u) => ({ id: u.id, name: u.name, online: u.onlineUsers > 0 ? 1 : 0, selectable: u.onlineUsers > 0, skillId: u.skillId }));
