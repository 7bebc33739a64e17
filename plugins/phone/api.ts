import { BOUNDS, boundedList, call, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { cpfDigits } from './cpf';
import { phoneReceiveEndpoint, skillsBySourceEndpoint } from './endpoints';
import type { PhoneAttendanceForm } from './schema';

const skillSchema = z.object({ id: z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v))), name: z.string() });
export type PhoneSkill = z.infer<typeof skillSchema>;

const skillsAnswer = z.object({ data: z.object({ skills: boundedList(skillSchema, BOUNDS.pluginItems, 'phone skills') }) });

/** GET /skillBySource?source=telefone: the skills a phone attendance can be created in. */
export async function loadPhoneSkills(): Promise<PhoneSkill[]> {
  const answer = await call('get', skillsBySourceEndpoint(), skillsAnswer, { params: { source: 'telefone' } });
  return answer.data.skills;
}

/**
 * The phone skills, asked for on every opening of the dialog: dropped from the session's cache once
 * it closes (gcTime 0), so an opening never starts from the last one's list or failure.
 */
export const phoneSkillsQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: ['phone', 'skills', userId], queryFn: loadPhoneSkills, enabled: userId !== undefined, gcTime: 0 });

/**
 * POST /channel/phone/receive/{skillId} { name, cpf, skill }: the CPF as digits only. The new
 * conversation arrives through the hub like any other, so the answer's body is not needed.
 */
export async function createPhoneAttendance(form: PhoneAttendanceForm): Promise<void> {
  const body = { name: form.name.trim(), cpf: cpfDigits(form.cpf), skill: form.skill };
  await call('post', phoneReceiveEndpoint(form.skill), z.unknown(), { body });
}
