import { z } from 'zod';

/** Recover e-mail (spec 000 §5): the e-mail is required and valid; the sign-in page's messages. */
export const recoverSchema = z.object({
  email: z.string().trim().min(1, 'signin.error.emailRequired').pipe(z.email('signin.error.emailInvalid')),
});
export type RecoverForm = z.infer<typeof recoverSchema>;
