import { type DemoModel, DemoError } from '@tessera/core/testing/demo';
import { type FavouriteConfig, transferState } from './roster';

/** GET/POST/DELETE /userconfs in the demo: each user's favourite skills and agents. */

export function userConfigurations(model: DemoModel, userId: string): FavouriteConfig[] {
  return structuredClone(transferState(model).configs[userId] ?? []);
}

/** POST { skill_id } or { user_id }: into the user's configuration of that category (made if needed); answers its id. */
export function addFavourite(model: DemoModel, userId: string, body: Record<string, unknown>): string {
  const field = typeof body.skill_id === 'string' ? 'skill_id' : typeof body.user_id === 'string' ? 'user_id' : undefined;
  if (!field) throw new DemoError(400, 'content', 'skill_id or user_id is required');
  const id = body[field] as string;
  const category = field === 'skill_id' ? 'transfer_skills' : 'transfer_users';
  const s = transferState(model);
  const configs = (s.configs[userId] ??= []);
  let config = configs.find((c) => c.category === category);
  if (!config) {
    config = { id: `cfg-${s.nextConfig++}`, category, info: {} };
    configs.push(config);
  }
  const ids = config.info[field] ?? [];
  if (!ids.includes(id)) config.info[field] = [...ids, id];
  return config.id;
}

/** DELETE ?id={configId} { content_id }: takes the id out of that configuration. */
export function removeFavourite(model: DemoModel, userId: string, configId: string, contentId: string): void {
  const config = transferState(model).configs[userId]?.find((c) => c.id === configId);
  if (!config) throw new DemoError(404, 'id', 'Configuration not found');
  for (const field of ['skill_id', 'user_id'] as const) {
    const ids = config.info[field];
    if (ids) config.info[field] = ids.filter((id) => id !== contentId);
  }
}
