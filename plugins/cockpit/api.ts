import { call } from '@tessera/core';
import * as z from 'zod/mini';
import { cockpitEndpoint } from './endpoints';

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
  await call('post', cockpitEndpoint(), z.unknown(), { body: report });
}
