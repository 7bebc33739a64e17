import type { DemoScenario, DemoUser } from './types';

/** The demo's sign-in accounts. Fixed (not seeded), so the sign-in page can list them. */
export const DEMO_PASSWORD = 'Tessera#2026';

export type DemoAccount = {
  email: string;
  password: string;
  name: string;
  /** 'admin': an agent who also administers the company (/admin). */
  role: 'agent' | 'manager' | 'admin';
  scenario?: DemoScenario;
};

/** `colleague`: a team mate who fills the contact centre (a transfer target); not offered on the sign-in page. */
type AccountSeed = Omit<DemoUser, 'availabilityId' | 'availabilitySince'> & { colleague?: true };

const accountSeeds: readonly AccountSeed[] = [
  {
    id: '1001',
    name: 'Ana Souza',
    nickname: 'Ana',
    email: 'agente@tessera.demo',
    password: DEMO_PASSWORD,
    role: 'agent',
    signalr: '5f1c2e7a-3b9d-4c61-8e2f-a10000001001',
    extra_matricula: 'M10231',
    permissions_extra: { phone: true },
  },
  {
    id: '2001',
    name: 'Carlos Mendes',
    nickname: 'Carlos',
    email: 'supervisor@tessera.demo',
    password: DEMO_PASSWORD,
    role: 'manager',
    signalr: '5f1c2e7a-3b9d-4c61-8e2f-a20000002001',
    extra_matricula: 'M20017',
    permissions_extra: { phone: false },
  },
  {
    // The company's admin, who also works the queue as an agent (roles agent and admin).
    id: '3001',
    name: 'Helena Prado',
    nickname: 'Helena',
    email: 'admin@tessera.demo',
    password: DEMO_PASSWORD,
    role: 'agent',
    admin: true,
    signalr: '5f1c2e7a-3b9d-4c61-8e2f-a30000003001',
    extra_matricula: 'M30002',
    permissions_extra: { phone: false },
  },
  {
    id: '1003',
    name: 'Bruno Lima',
    nickname: 'Bruno',
    email: 'bloqueado@tessera.demo',
    password: DEMO_PASSWORD,
    role: 'agent',
    signalr: '5f1c2e7a-3b9d-4c61-8e2f-a10000001003',
    extra_matricula: 'M10377',
    permissions_extra: { phone: false },
    scenario: 'accessDenied',
  },
  {
    id: '1004',
    name: 'Paula Ribeiro',
    nickname: 'Paula',
    email: 'expirado@tessera.demo',
    password: DEMO_PASSWORD,
    role: 'agent',
    signalr: '5f1c2e7a-3b9d-4c61-8e2f-a10000001004',
    extra_matricula: 'M10412',
    permissions_extra: { phone: false },
    scenario: 'passwordExpired',
    // Sign-in answers a change token until she picks a new password (passwordOps.ts).
    passwordExpired: true,
  },
  ...(
    [
      ['1005', 'Marina Costa', 'M10588'],
      ['1006', 'Rafael Alves', 'M10603'],
      ['1007', 'Juliana Castro', 'M10654'],
    ] as const
  ).map(([id, name, matricula]) => ({
    id,
    name,
    nickname: name.split(' ')[0]!,
    email: `${name.split(' ')[0]!.toLowerCase()}@tessera.demo`,
    password: DEMO_PASSWORD,
    role: 'agent' as const,
    signalr: `5f1c2e7a-3b9d-4c61-8e2f-a1000000${id}`,
    extra_matricula: matricula,
    permissions_extra: { phone: false },
    colleague: true as const,
  })),
];

export const AGENT_ID = '1001';
export const SUPERVISOR_ID = '2001';
export const ADMIN_ID = '3001';

export const demoAccounts: readonly DemoAccount[] = accountSeeds.filter((seed) => !seed.colleague).map(({ email, password, name, role, admin, scenario }) => ({
  email,
  password,
  name,
  role: admin ? 'admin' : role,
  ...(scenario ? { scenario } : {}),
}));

export function createUsers(onlineId: string, now: number): DemoUser[] {
  return accountSeeds.map(({ colleague: _colleague, ...seed }) => ({ ...seed, availabilityId: onlineId, availabilitySince: now }));
}

/** A seeded account a demo saved before it existed (the admin): added the first time it signs in. */
export function missingAccount(users: readonly DemoUser[], email: string, onlineId: string, now: number): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  if (users.some((u) => u.email.toLowerCase() === wanted)) return undefined;
  return createUsers(onlineId, now).find((u) => u.email === wanted);
}

export const roleLabels = { agent: 'Atendimento', manager: 'Supervisão', admin: 'Administração' } as const;

/** Opaque permissions: the spec does not show their structure, so these are illustrative. */
export const rolePermissions = {
  agent: ['conversation.read', 'conversation.reply', 'conversation.transfer', 'conversation.close'],
  manager: [
    'conversation.read',
    'conversation.reply',
    'conversation.transfer',
    'conversation.close',
    'conversation.join',
    'agent.logout',
  ],
  admin: ['company.admin'],
} as const;
