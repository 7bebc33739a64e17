import { DemoError, type DemoModel } from '@tessera/core/testing/demo';

/**
 * Phone attendance in the demo contact centre: an agent with the phone permission registers a call
 * (name, CPF, skill) and the contact centre opens a 'telefone' conversation for them, delivered
 * through the hub like any other.
 */

/** GET /skillBySource?source=: the skills serving a source (a channel); none for an unknown one. */
export function skillsBySource(model: DemoModel, source: string): { id: string; name: string }[] {
  return model.state.skills.filter((s) => (s.channels as readonly string[]).includes(source)).map((s) => ({ id: s.id, name: s.name }));
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

export type PhoneAttendance = { name: string; cpf: string; skillId: string };

/**
 * POST /channel/phone/receive/{skillId}: refuses what the form would have refused, else opens the
 * call as a 'telefone' conversation of `userId` (newMessageQueue on the hub); resolves to its id.
 */
export function createPhoneAttendance(model: DemoModel, userId: string, input: PhoneAttendance): string {
  const user = model.state.users.find((u) => u.id === userId);
  if (!user) throw new DemoError(404, 'user', 'User not found');
  if (!user.permissions_extra.phone) throw new DemoError(403, 'permission', 'Access denied, contact your supervisor');
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name.length < 4 || name.length > 50) throw new DemoError(400, 'name', 'The name must have 4 to 50 characters');
  if (!isValidCpf(input.cpf)) throw new DemoError(400, 'cpf', 'Invalid CPF');
  const skill = model.state.skills.find((s) => s.id === input.skillId);
  if (!skill || !skill.channels.includes('telefone')) throw new DemoError(404, 'skill', 'Skill not found');

  const consumer = model.customerFor(name, input.cpf);
  return model.newConversation({ channel: 'telefone', skillId: skill.id, userId, consumerId: consumer.id });
}
