/**
 * What /signin's query asks for (spec 000 §2): `error_code` (with an optional `status`) shows the
 * SSO error panel, `code_authorization` completes SSO, otherwise the form; `slug` picks the company.
 */
export type SignInQuery = { slug: string | undefined } & (
  | { kind: 'form' }
  | { kind: 'ssoCode'; code: string }
  | { kind: 'ssoError'; errorCode: string; danger: boolean }
);

export function readSignInQuery(search: string): SignInQuery {
  const params = new URLSearchParams(search);
  const slug = params.get('slug') || undefined;
  const errorCode = params.get('error_code');
  // An error outranks a code: a provider that sends both has failed.
  if (errorCode !== null) return { kind: 'ssoError', slug, errorCode: errorCode.trim(), danger: params.get('status') === 'danger' };
  const code = params.get('code_authorization');
  if (code) return { kind: 'ssoCode', slug, code };
  return { kind: 'form', slug };
}

/** /signin without the SSO parameters; a company slug stays, so the next sign-in goes to the same company. */
export function cleanSignInPath(slug: string | undefined): string {
  return slug ? `/signin?${new URLSearchParams({ slug })}` : '/signin';
}
