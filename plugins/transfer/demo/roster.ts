import { AGENT_ID, type DemoModel, SUPERVISOR_ID } from '@tessera/core/testing/demo';

/**
 * The transfer's part of the demo contact centre: when each skill works (weekly schedule and
 * exceptions), who is online in it, which skills each agent takes, the agents' favourites, and
 * the demo's switches. JSON-safe and the same for the same seed.
 */
export const SLICE_ID = 'transfer';

/** A weekly schedule: the days (0 Sunday ... 6 Saturday) and the hours, local time. */
export type WeeklySchedule = { days: number[]; from: string; to: string };
/** A period the skill is out of operation (a holiday, a training, maintenance). */
export type SkillException = { from: string; to: string; reason: string; byControl?: boolean };
export type SkillRoster = { onlineUsers: number; schedule: WeeklySchedule; exceptions: SkillException[] };
export type AgentRoster = { online: boolean; skillIds: string[] };
/** One favourites configuration (GET /userconfs): a category and the ids it holds. */
export type FavouriteConfig = { id: string; category: 'transfer_skills' | 'transfer_users'; info: { skill_id?: string[]; user_id?: string[] } };
export type UnavailableSwitch = 'exception' | 'outsideSchedule' | 'noUserOnline';
export type FailureSwitch = 'alreadyTransferred' | 'serverError';

export type TransferDemoState = {
  skills: Record<string, SkillRoster>;
  agents: Record<string, AgentRoster>;
  /** Per user, their configurations. */
  configs: Record<string, FavouriteConfig[]>;
  nextConfig: number;
  /** setSkillUnavailable: the skills the demo holds unavailable, with why. */
  unavailable: Record<string, UnavailableSwitch[]>;
  /** transferFailure: how every transfer answers until switched off. */
  failure: FailureSwitch | null;
};

const weekdays = [1, 2, 3, 4, 5];

/** Who works where; the online counts stand for the whole team, most of whom have no demo account. */
export function seedTransfer(): TransferDemoState {
  return {
    skills: {
      'skl-sinistro-auto': { onlineUsers: 6, schedule: { days: [1, 2, 3, 4, 5, 6], from: '07:00', to: '22:00' }, exceptions: [] },
      'skl-residencial': {
        onlineUsers: 3,
        schedule: { days: weekdays, from: '08:00', to: '20:00' },
        exceptions: [{ from: '2026-10-12T00:00:00.000Z', to: '2026-10-13T00:00:00.000Z', reason: 'Feriado de Nossa Senhora Aparecida' }],
      },
      'skl-vida': {
        onlineUsers: 2,
        schedule: { days: weekdays, from: '09:00', to: '18:00' },
        exceptions: [{ from: '2026-09-18T12:00:00.000Z', to: '2026-09-18T18:00:00.000Z', reason: 'Treinamento da equipe de Vida' }],
      },
      'skl-assistencia': { onlineUsers: 9, schedule: { days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00' }, exceptions: [] },
      'skl-telefone': { onlineUsers: 4, schedule: { days: weekdays, from: '08:00', to: '20:00' }, exceptions: [] },
      'skl-telefone-sinistro': { onlineUsers: 2, schedule: { days: [1, 2, 3, 4, 5, 6], from: '08:00', to: '20:00' }, exceptions: [] },
      'skl-tickets': { onlineUsers: 1, schedule: { days: weekdays, from: '08:00', to: '18:00' }, exceptions: [] },
    },
    agents: {
      [AGENT_ID]: { online: true, skillIds: ['skl-sinistro-auto', 'skl-assistencia', 'skl-telefone'] },
      [SUPERVISOR_ID]: { online: true, skillIds: ['skl-sinistro-auto', 'skl-residencial', 'skl-vida', 'skl-assistencia', 'skl-telefone'] },
      '1003': { online: false, skillIds: ['skl-residencial', 'skl-vida'] },
      '1004': { online: true, skillIds: ['skl-vida', 'skl-assistencia', 'skl-telefone-sinistro'] },
      '1005': { online: true, skillIds: ['skl-residencial', 'skl-vida'] },
      '1006': { online: true, skillIds: ['skl-sinistro-auto', 'skl-assistencia', 'skl-telefone'] },
      '1007': { online: false, skillIds: ['skl-sinistro-auto', 'skl-residencial'] },
    },
    configs: {
      [AGENT_ID]: [
        { id: 'cfg-1', category: 'transfer_skills', info: { skill_id: ['skl-assistencia'] } },
        { id: 'cfg-2', category: 'transfer_users', info: { user_id: [SUPERVISOR_ID] } },
      ],
      [SUPERVISOR_ID]: [{ id: 'cfg-3', category: 'transfer_skills', info: { skill_id: ['skl-sinistro-auto', 'skl-vida'] } }],
    },
    nextConfig: 4,
    unavailable: {},
    failure: null,
  };
}

export const transferState = (model: DemoModel) => model.slice<TransferDemoState>(SLICE_ID);
