import { z } from 'zod';
import { BOUNDS, boundedList, boundedRecord } from './bounds';
import { idString, optionalString } from './common';

export const insightTermSchema = z.object({
  id: idString,
  name: z.string(),
  active: z.boolean().default(true),
  regex: z.string(),
});

export const featureSchema = z.object({
  name: z.string(),
  active: z.boolean().default(false),
  required: z.boolean().default(false),
  config: z
    .object({ list: boundedList(insightTermSchema, BOUNDS.insightTerms, 'Insight terms').default([]) })
    .passthrough()
    .nullish()
    .transform((v) => v ?? { list: [] }),
});
export type Feature = z.infer<typeof featureSchema>;

export const availabilityTypes = ['online', 'away', 'backsoon'] as const;

export interface Availability {
  id: string;
  name: string;
  default: boolean;
  typeInfo?: string | undefined;
  pauseId?: string | undefined;
  children: Availability[];
}
export const availabilitySchema: z.ZodType<Availability, unknown> = z.lazy(() =>
  z.object({
    id: idString,
    name: z.string(),
    default: z.boolean().default(false),
    typeInfo: optionalString,
    /** The pause availability this one falls back to when the agent runs out of conversations. */
    pauseId: optionalString,
    children: boundedList(availabilitySchema, BOUNDS.sessionItems, 'availabilities').nullish().transform((v) => v ?? []),
  }),
);

export const userSchema = z.object({
  id: idString,
  name: z.string(),
  nickname: optionalString,
  url_avatar: optionalString,
  email: z.string(),
  signalr: optionalString,
  extra_matricula: optionalString,
  permissions_extra: boundedRecord(BOUNDS.sessionItems, 'permissions').nullish().transform((v) => v ?? {}),
});
export type User = z.infer<typeof userSchema>;

export const roleSchema = z.union([z.string(), z.object({ name: z.string() }).passthrough()]);

/** POST /login and POST /auth/token: either a full session or a token that forces a password change. */
export const signedInSchema = z.object({
  Authorization: z.string(),
  AuthorizationRA: optionalString,
  availabilities: boundedList(availabilitySchema, BOUNDS.sessionItems, 'availabilities').default([]),
  features: boundedList(featureSchema, BOUNDS.sessionItems, 'features').default([]),
  company: z.looseObject({ id: idString, name: z.string(), slug: optionalString }).nullish().transform((v) => v ?? undefined),
  permissions: z.unknown().optional(),
  permissions_extra: boundedRecord(BOUNDS.sessionItems, 'permissions').nullish().transform((v) => v ?? {}),
  profiles: boundedList(z.object({ id: idString, name: z.string() }), BOUNDS.sessionItems, 'profiles').default([]),
  roles: boundedList(roleSchema, BOUNDS.sessionItems, 'roles').default([]),
  user: userSchema,
});
export type SignedIn = z.infer<typeof signedInSchema>;

export const passwordChangeRequiredSchema = z.object({ token: z.string() });

export const loginAnswerSchema = z.union([passwordChangeRequiredSchema, signedInSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
