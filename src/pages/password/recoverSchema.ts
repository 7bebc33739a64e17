import * as z from 'zod/mini';

/** Recover e-mail (spec 000 §5): the e-mail is required and valid; the sign-in page's messages. */
export const recoverSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'signin.error.emailRequired')), z.email('signin.error.emailInvalid')),
});
export type RecoverForm = z.infer<typeof recoverSchema>;
