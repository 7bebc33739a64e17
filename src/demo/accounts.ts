export interface DemoAccount {
  email: string;
  password: string;
  /** 'admin': an agent who also administers the company (/admin). */
  role: 'agent' | 'manager' | 'admin';
  /** The access flow signing in with it shows (forced password change, access denied). */
  scenario?: 'accessDenied' | 'passwordExpired';
}

/** The demo's accounts, published by the demo boot; empty outside demo mode. */
let accounts: DemoAccount[] = [];

export function setDemoAccounts(list: DemoAccount[]): void {
  accounts = list;
}

export function demoAccounts(): DemoAccount[] {
  return accounts;
}
