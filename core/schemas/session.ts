import * as z from 'zod/mini';
import { BOUNDS, boundedList, boundedRecord } from './bounds';
import { idString, optionalString } from './common';

export const insightTermSchema = z.object({
  id: idString,
  name: z.string(),
  active: z._default(z.boolean(), true),
  regex: z.string(),
});

export const featureSchema = z.object({
  name: z.string(),
  active: z._default(z.boolean(), false),
  required: z._default(z.boolean(), false),
  config: z.pipe(
    z.nullish(z.looseObject({ list: z._default(boundedList(insightTermSchema, BOUNDS.insightTerms, 'Insight terms'), []) })),
    z.transform((v) => v ?? { list: [] }),
  ),
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
export const availabilitySchema: z.ZodMiniType<Availability, unknown> = z.lazy(() =>
  z.object({
    id: idString,
    name: z.string(),
    default: z._default(z.boolean(), false),
    typeInfo: optionalString,
    /** The pause availability this one falls back to when the agent runs out of conversations. */
    pauseId: optionalString,
    children: z.pipe(z.nullish(boundedList(availabilitySchema, BOUNDS.sessionItems, 'availabilities')), z.transform((v) => v ?? [])),
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
  permissions_extra: z.pipe(z.nullish(boundedRecord(BOUNDS.sessionItems, 'permissions')), z.transform((v) => v ?? {})),
});
export type User = z.infer<typeof userSchema>;

export const roleSchema = z.union([z.string(), z.looseObject({ name: z.string() })]);

/** POST /login and POST /auth/token: either a full session or a token that forces a password change. */
export const signedInSchema = z.object({
  Authorization: z.string(),
  AuthorizationRA: optionalString,
  availabilities: z._default(boundedList(availabilitySchema, BOUNDS.sessionItems, 'availabilities'), []),
  features: z._default(boundedList(featureSchema, BOUNDS.sessionItems, 'features'), []),
  company: z.pipe(z.nullish(z.looseObject({ id: idString, name: z.string(), slug: optionalString })), z.transform((v) => v ?? undefined)),
  permissions: z.optional(z.unknown()),
  permissions_extra: z.pipe(z.nullish(boundedRecord(BOUNDS.sessionItems, 'permissions')), z.transform((v) => v ?? {})),
  profiles: z._default(boundedList(z.object({ id: idString, name: z.string() }), BOUNDS.sessionItems, 'profiles'), []),
  roles: z._default(boundedList(roleSchema, BOUNDS.sessionItems, 'roles'), []),
  user: userSchema,
});
export type SignedIn = z.infer<typeof signedInSchema>;

export const passwordChangeRequiredSchema = z.object({ token: z.string() });

export const loginAnswerSchema = z.union([passwordChangeRequiredSchema, signedInSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
