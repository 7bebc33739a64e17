import * as z from 'zod/mini';
import { isValidCpf } from './cpf';

/** Spec 000 §5: the name has 4 to 50 characters (another screen says 3; we follow the stricter). */
export const NAME_MIN = 4;
export const NAME_MAX = 50;

/** The Create attendance form (spec 000 §5); messages are ids, translated where they show. */
export const phoneAttendanceSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'phone.error.nameRequired'), z.minLength(NAME_MIN, 'phone.error.nameLength'), z.maxLength(NAME_MAX, 'phone.error.nameLength')),
  /** As shown, masked 000.000.000-00; sent as digits. */
  cpf: z.string().check(z.minLength(1, 'phone.error.cpfRequired'), z.refine(isValidCpf, 'phone.error.cpfInvalid')),
  /** The skill's id. */
  skill: z.string().check(z.minLength(1, 'phone.error.skillRequired')),
});
export type PhoneAttendanceForm = z.infer<typeof phoneAttendanceSchema>;
