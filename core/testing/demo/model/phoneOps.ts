import { cities, emailDomains, streets, vehicles } from './content/people';
import { findUser, type ModelContext } from './context';
import { generatePlate, generatePolicy } from './consumers';
import { newConversation } from './conversationOps';
import { DemoError, type DemoChannel, type DemoConsumer } from './types';

/**
 * Phone attendance: an agent with the phone permission registers a call (name, CPF, skill) and the
 * contact centre opens a 'telefone' conversation for them, delivered through the hub like any other.
 */

/** GET /skillBySource?source=: the skills serving a source (a channel); none for an unknown one. */
export function skillsBySource(ctx: ModelContext, source: string): { id: string; name: string }[] {
  return ctx.state.skills.filter((s) => s.channels.includes(source as DemoChannel)).map((s) => ({ id: s.id, name: s.name }));
}

/** The server's own check: 11 digits, not all equal, both check digits right. */
function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (part: string) => {
    const sum = [...part].reduce((acc, d, i) => acc + Number(d) * (part.length + 1 - i), 0);
    return ((sum * 10) % 11) % 10;
  };
  return check(digits.slice(0, 9)) === Number(digits[9]) && check(digits.slice(0, 10)) === Number(digits[10]);
}

const masked = (digits: string) => `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.');

/** The insurer's customer with that CPF, named as the caller said; a new customer if there is none. */
function consumerFor(ctx: ModelContext, name: string, cpf: string): DemoConsumer {
  const existing = ctx.state.consumers.find((c) => c.cpf === cpf);
  if (existing) {
    existing.name = name;
    return existing;
  }
  const [city, uf, ddd] = ctx.rng.pick(cities);
  const consumer: DemoConsumer = {
    id: `cns-${String(ctx.state.consumers.length + 1).padStart(4, '0')}`,
    name,
    cpf,
    email: `${plain(name)}${ctx.rng.int(1, 99)}@${ctx.rng.pick(emailDomains)}`,
    phone: `(${ddd}) 9${ctx.rng.digits(4)}-${ctx.rng.digits(4)}`,
    policy: generatePolicy(ctx.rng),
    plate: generatePlate(ctx.rng),
    vehicle: ctx.rng.pick(vehicles),
    street: `${ctx.rng.pick(streets)}, ${ctx.rng.int(10, 2400)}`,
    city: `${city}/${uf}`,
  };
  ctx.state.consumers.push(consumer);
  return consumer;
}

export type PhoneAttendance = { name: string; cpf: string; skillId: string };

/**
 * POST /channel/phone/receive/{skillId}: refuses what the form would have refused, else opens the
 * call as a 'telefone' conversation of `userId` (newMessageQueue on the hub); resolves to its id.
 */
export function createPhoneAttendance(ctx: ModelContext, userId: string, input: PhoneAttendance): string {
  const user = findUser(ctx, userId);
  if (!user) throw new DemoError(404, 'user', 'User not found');
  if (!user.permissions_extra.phone) throw new DemoError(403, 'permission', 'Access denied, contact your supervisor');
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name.length < 4 || name.length > 50) throw new DemoError(400, 'name', 'The name must have 4 to 50 characters');
  if (!isValidCpf(input.cpf)) throw new DemoError(400, 'cpf', 'Invalid CPF');
  const skill = ctx.state.skills.find((s) => s.id === input.skillId);
  if (!skill || !skill.channels.includes('telefone')) throw new DemoError(404, 'skill', 'Skill not found');

  const consumer = consumerFor(ctx, name, masked(input.cpf));
  return newConversation(ctx, { channel: 'telefone', skillId: skill.id, userId, consumerId: consumer.id });
}
