import * as z from 'zod/mini';

/** One key/value item of a server error list; keys name the field the message is about. */
export interface FieldMessage {
  key: string;
  value: string;
}

const fieldMessagesSchema = z.array(z.object({ key: z.string(), value: z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v))) }));
const errorBodySchema = z.partial(z.object({ message: z.unknown() }));

export const UNAVAILABLE_SERVICE = 'Unavailable service';

/**
 * Every failed call ends as an ApiError: status 500 (or no answer at all) reads
 * 'Unavailable service', anything else keeps the server's message; key/value lists are kept
 * so forms can put each message on its field.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly fields: FieldMessage[];

  constructor(message: string, status: number | undefined, fields: FieldMessage[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }

  /** The message for the field named `key`, if the server sent one. */
  field(key: string): string | undefined {
    return this.fields.find((f) => f.key === key)?.value;
  }
}

export function errorFromResponse(status: number | undefined, body: unknown): ApiError {
  const parsedBody = errorBodySchema.safeParse(body);
  const raw = parsedBody.success ? parsedBody.data.message : undefined;
  const list = fieldMessagesSchema.safeParse(raw);
  const fields = list.success ? list.data : [];
  if (status === undefined || status === 500) return new ApiError(UNAVAILABLE_SERVICE, status, fields);
  if (typeof raw === 'string' && raw) return new ApiError(raw, status, fields);
  if (fields[0]) return new ApiError(fields[0].value, status, fields);
  return new ApiError(UNAVAILABLE_SERVICE, status, fields);
}

/** axios's own test (`axios.isAxiosError`), without loading axios: the sign-in page reads errors before it has. */
function isAxiosError(error: unknown): error is { response?: { status?: number; data?: unknown } } {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Normalises anything thrown by a call (axios errors, parse failures, network loss). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) return errorFromResponse(error.response?.status, error.response?.data);
  return new ApiError(UNAVAILABLE_SERVICE, undefined);
}
