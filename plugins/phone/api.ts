import { BOUNDS, boundedList, call, endpoints } from '@tessera/core';
import { z } from 'zod';
import { cpfDigits } from './cpf';
import type { PhoneAttendanceForm } from './schema';

const skillSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() });
export type PhoneSkill = z.infer<typeof skillSchema>;

const skillsAnswer = z.object({ data: z.object({ skills: boundedList(skillSchema, BOUNDS.pluginItems, 'phone skills') }) });

/** GET /skillBySource?source=telefone: the skills a phone attendance can be created in. */
export async function loadPhoneSkills(): Promise<PhoneSkill[]> {
  const answer = await call('get', endpoints.skillsBySource(), skillsAnswer, { params: { source: 'telefone' } });
  return answer.data.skills;
}

/**
 * POST /channel/phone/receive/{skillId} { name, cpf, skill }: the CPF as digits only. The new
 * conversation arrives through the hub like any other, so the answer's body is not needed.
 */
export async function createPhoneAttendance(form: PhoneAttendanceForm): Promise<void> {
  const body = { name: form.name.trim(), cpf: cpfDigits(form.cpf), skill: form.skill };
  await call('post', endpoints.phoneReceive(form.skill), z.unknown(), { body });
}
