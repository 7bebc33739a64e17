/**
 * The demo's "mailbox": where the password reset link the demo contact centre e-mailed can be
 * opened. The demo boot connects it; outside demo mode it stays empty, so nothing shows.
 */
let readLastLink: (() => Promise<string | undefined>) | undefined;

export function setDemoMailbox(read: () => Promise<string | undefined>): void {
  readLastLink = read;
}

/** The app path of the newest reset link, in demo mode only. */
export async function demoResetLink(): Promise<string | undefined> {
  return readLastLink?.();
}
