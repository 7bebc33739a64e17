import type { DemoChannel, DemoSkill } from './types';

/** The company's queues. slaLate is in seconds. */
export const demoSkills: readonly DemoSkill[] = [
  { id: 'skl-sinistro-auto', name: 'Sinistro Auto', channels: ['whatsapp', 'webchat'], slaLate: 300 },
  { id: 'skl-residencial', name: 'Seguro Residencial', channels: ['webchat', 'whatsapp'], slaLate: 240 },
  { id: 'skl-vida', name: 'Vida e Previdência', channels: ['whatsapp', 'webchat'], slaLate: 600 },
  { id: 'skl-assistencia', name: 'Assistência 24h', channels: ['whatsapp', 'webchat'], slaLate: 120 },
  { id: 'skl-telefone', name: 'Telefone - Central', channels: ['telefone'], slaLate: 180 },
  { id: 'skl-telefone-sinistro', name: 'Telefone - Sinistro Auto', channels: ['telefone'], slaLate: 240 },
  { id: 'skl-tickets', name: 'Automação de Tickets', channels: ['real_automation'], slaLate: 600 },
];

export const chatChannels: readonly DemoChannel[] = ['whatsapp', 'webchat'];
export const isChatChannel = (channel: DemoChannel) => chatChannels.includes(channel);

export function skillsForChannel(skills: readonly DemoSkill[], channel: DemoChannel): DemoSkill[] {
  return skills.filter((s) => s.channels.includes(channel));
}
