import { z } from 'zod';
import { isValidCpf } from './cpf';

/** Spec 000 §5: the name has 4 to 50 characters (another screen says 3; we follow the stricter). */
export const NAME_MIN = 4;
export const NAME_MAX = 50;

/** The Create attendance form (spec 000 §5); messages are ids, translated where they show. */
export const phoneAttendanceSchema = z.object({
  name: z.string().trim().min(1, 'phone.error.nameRequired').min(NAME_MIN, 'phone.error.nameLength').max(NAME_MAX, 'phone.error.nameLength'),
  /** As shown, masked 000.000.000-00; sent as digits. */
  cpf: z.string().min(1, 'phone.error.cpfRequired').refine(isValidCpf, 'phone.error.cpfInvalid'),
  /** The skill's id. */
  skill: z.string().min(1, 'phone.error.skillRequired'),
});
export type PhoneAttendanceForm = z.infer<typeof phoneAttendanceSchema>;
