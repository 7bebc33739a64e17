import { describe, expect, it } from '@rstest/core';
import { splitFrames } from '../hub/protocol';
import { AGENT_ID } from './accounts';
import { generateCpf } from './consumers';
import { Random } from './random';
import { testModel } from './testModel';

function cpfValid(masked: string): boolean {
  const d = masked.replace(/\D/g, '').split('').map(Number);
  if (d.length !== 11 || d.every((x) => x === d[0])) return false;
  const check = (n: number) => {
    const sum = d.slice(0, n).reduce((acc, x, i) => acc + x * (n + 1 - i), 0);
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === d[9] && check(10) === d[10];
}

describe('demo data sanity', () => {
  it('generates valid, masked CPFs', () => {
    const rng = new Random(1);
    for (let i = 0; i < 200; i++) {
      const cpf = generateCpf(rng);
      expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      expect(cpfValid(cpf)).toBe(true);
    }
  });

  it('keeps the persisted state small enough for localStorage after a busy shift', () => {
    const { model, clock } = testModel();
    for (let i = 0; i < 60; i++) {
      const id = model.newConversation();
      for (let j = 0; j < 10; j++) {
        model.agentSends(id, 'Pode me informar a placa do veículo, por favor?');
        clock.advance(5_000);
        model.consumerSends(id, 'A placa é ABC1D23.');
      }
      model.closeByClient(id);
    }
    expect(Object.keys(model.state.conversations).length).toBeLessThanOrEqual(30 + 6);
    expect(JSON.stringify(model.toJSON()).length).toBeLessThan(1_000_000);
    expect(model.listConversations(AGENT_ID).length).toBeGreaterThan(0);
  });

  it('splits SignalR frames, keeping an incomplete tail for the next chunk', () => {
    const { frames, rest } = splitFrames('{"protocol":"json","version":1}\x1e{"type":6}\x1e{"type":1,"tar');
    expect(frames).toEqual([{ protocol: 'json', version: 1 }, { type: 6 }]);
    expect(rest).toBe('{"type":1,"tar');
  });
});
