import { collisionClaim, towing, windshield } from './autoTopics';
import { homeWaterDamage, lifePension } from './homeLifeTopics';
import { phoneBillCopy, phoneClaimNotice, reimbursementTicket } from './serviceTopics';
import type { Topic } from './topic';

export const topics: readonly Topic[] = [
  collisionClaim,
  windshield,
  towing,
  homeWaterDamage,
  lifePension,
  phoneBillCopy,
  phoneClaimNotice,
  reimbursementTicket,
];

export function topicById(id: string): Topic {
  const topic = topics.find((t) => t.id === id);
  if (!topic) throw new Error(`Unknown demo topic ${id}`);
  return topic;
}

export const topicsForSkill = (skillId: string) => topics.filter((t) => t.skillId === skillId);
