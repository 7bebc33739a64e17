import { cities, emailDomains, firstNames, streets, surnames, vehicles } from './content/people';
import type { ModelContext } from './context';
import type { Random } from './random';
import type { DemoConsumer } from './types';

/** A CPF with valid check digits, masked 000.000.000-00. */
export function generateCpf(rng: Random): string {
  let base: number[];
  do base = Array.from({ length: 9 }, () => rng.int(0, 9));
  while (base.every((d) => d === base[0]));
  const check = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  const all = [...base, first, check([...base, first])].join('');
  return `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`;
}

/** Half Mercosul plates (ABC1D23), half the old format (ABC-1234). */
export function generatePlate(rng: Random): string {
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');
  if (rng.chance(0.5)) return `${letters}${rng.digits(1)}${String.fromCharCode(65 + rng.int(0, 9))}${rng.digits(2)}`;
  return `${letters}-${rng.digits(4)}`;
}

/** Policy number 00.000.000000 (apólice). */
export const generatePolicy = (rng: Random) => `${rng.int(10, 99)}.${rng.digits(3)}.${rng.digits(6)}`;

const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function generateConsumers(rng: Random, count: number): DemoConsumer[] {
  const used = new Set<string>();
  const out: DemoConsumer[] = [];
  while (out.length < count) {
    const first = rng.pick(firstNames);
    const last = `${rng.pick(surnames)} ${rng.pick(surnames)}`;
    const name = `${first} ${last}`;
    if (used.has(name)) continue;
    used.add(name);
    const [city, uf, ddd] = rng.pick(cities);
    out.push({
      id: `cns-${String(out.length + 1).padStart(4, '0')}`,
      name,
      cpf: generateCpf(rng),
      email: `${plain(first)}.${plain(last.split(' ')[1] ?? last)}${rng.int(1, 99)}@${rng.pick(emailDomains)}`,
      phone: `(${ddd}) 9${rng.digits(4)}-${rng.digits(4)}`,
      policy: generatePolicy(rng),
      plate: generatePlate(rng),
      vehicle: rng.pick(vehicles),
      street: `${rng.pick(streets)}, ${rng.int(10, 2400)}`,
      city: `${city}/${uf}`,
    });
  }
  return out;
}

const masked = (digits: string) => `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
/** A name as the local part of an e-mail: 'João Silva' -> 'joao.silva'. */
const emailName = (s: string) => plain(s).replace(/[^a-z]+/g, '.');

/**
 * The insurer's customer with that CPF (11 digits), named as the caller said; a new customer if
 * there is none (a phone call, say).
 */
export function customerFor(ctx: ModelContext, name: string, cpfDigits: string): DemoConsumer {
  const cpf = masked(cpfDigits);
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
    email: `${emailName(name)}${ctx.rng.int(1, 99)}@${ctx.rng.pick(emailDomains)}`,
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
