/** Role names that make a session an admin, compared in lower case without accents. */
const ADMIN_ROLE_NAMES: ReadonlySet<string> = new Set(['admin', 'administrator', 'administrador', 'administradora']);

const plain = (name: string) => name.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();

/** What isAdminSession reads of a session (a store snapshot or a plugin's read-only view will do). */
export interface AdminEvidence {
  readonly roles: readonly string[];
  readonly permissionsExtra: Readonly<Record<string, unknown>>;
}

/**
 * Whether the session administers the company (the /admin pages): its roles include one named
 * `admin`, `administrator` or `administrador` (any case, accents ignored), or its
 * `permissions_extra.admin` is true. Derived from what the session keeps, so it holds after a
 * reload too. Being an admin is on top of the agent or supervisor role (`session.role`): an admin
 * may also work the queue.
 */
export function isAdminSession(session: AdminEvidence | null | undefined): boolean {
  if (!session) return false;
  if (session.roles.some((role) => ADMIN_ROLE_NAMES.has(plain(role)))) return true;
  return session.permissionsExtra.admin === true;
}
