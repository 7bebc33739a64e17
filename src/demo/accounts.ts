export interface DemoAccount {
  email: string;
  password: string;
  role: 'agent' | 'manager';
}

/** The demo's accounts, published by the demo boot; empty outside demo mode. */
let accounts: DemoAccount[] = [];

export function setDemoAccounts(list: DemoAccount[]): void {
  accounts = list;
}

export function demoAccounts(): DemoAccount[] {
  return accounts;
}
