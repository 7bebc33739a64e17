import { call, endpoints } from '@tessera/core';
import { z } from 'zod';

export interface CockpitReport {
  conversationId: string;
  /** The consumer who asked for service. */
  nomeSolicitante: string;
  /** true: the conversation reached the agent; false: it left (finished or transferred). */
  arriving: boolean;
  /** The agent's registration number (user.extra_matricula). */
  matricula: string;
}

/** POST /cockpit; the answer carries nothing the workspace uses. */
export async function reportToCockpit(report: CockpitReport): Promise<void> {
  await call('post', endpoints.cockpit(), z.unknown(), { body: report });
}
