import * as z from 'zod/mini';

/** Sign-in validation (spec 000 §5); messages are ids, translated where they show. */
export const signInSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'signin.error.emailRequired')), z.email('signin.error.emailInvalid')),
  password: z.string().check(z.minLength(1, 'signin.error.passwordRequired')),
  rememberMe: z.boolean(),
});
export type SignInForm = z.infer<typeof signInSchema>;

/** Server texts the workspace knows, shown in the agent's language; others are shown as sent. */
export const knownServerTexts: Record<string, string> = {
  'Invalid Credentials': 'errors.invalidCredentials',
  'invalid e-mail or password': 'errors.invalidEmailOrPassword',
  'Invalid request': 'errors.invalidRequest',
  'Access denied, contact your supervisor': 'errors.accessDenied',
  'Unavailable service': 'errors.unavailableService',
  'Captcha verification failed': 'errors.captchaFailed',
  // Password screens (spec 000 §5); the last two are the demo contact centre's own words.
  'password must be different from the previous': 'password.error.previous',
  'E-mail not found': 'password.recover.emailNotFound',
  'password does not follow the rules': 'password.error.rules',
};
