import * as z from 'zod/mini';
import { BOUNDS, boundedList, boundedText } from './bounds';
import { idString, isoDate, optionalString } from './common';

export const messageAuthors = ['consumer', 'client', 'agent', 'manager', 'bot', 'ai', 'system'] as const;
export const messageAuthorSchema = z.enum(messageAuthors);
export type MessageAuthor = z.infer<typeof messageAuthorSchema>;

export const messageFileSchema = z.object({
  file_url: z.string(),
  thumb_url: optionalString,
  file_name: z._default(boundedText(BOUNDS.name, 'file name'), ''),
  mime_type: z._default(z.string(), 'application/octet-stream'),
  fileId: optionalString,
});
export type MessageFile = z.infer<typeof messageFileSchema>;

export const deliveryStatusSchema = z._default(
  z.object({
    sending: z.optional(z.boolean()),
    sent: z.optional(z.boolean()),
    delivered: z.optional(z.boolean()),
    read: z.optional(z.boolean()),
    error: z.optional(z.boolean()),
  }),
  {},
);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const messageSchema = z.object({
  _id: idString,
  currentId: optionalString,
  previousId: optionalString,
  by: messageAuthorSchema,
  userId: optionalString,
  userName: z.optional(z.pipe(z.nullish(boundedText(BOUNDS.name, 'author name')), z.transform((v) => v ?? undefined))),
  text: z.pipe(z.nullish(boundedText(BOUNDS.messageText, 'message text')), z.transform((v) => v ?? '')),
  sentTime: isoDate,
  receivedTime: optionalString,
  files: z.pipe(z.nullish(boundedList(messageFileSchema, BOUNDS.messageFiles, 'message files')), z.transform((v) => v ?? [])),
  favorite: z._default(z.boolean(), false),
  private: z._default(z.boolean(), false),
  systemMessage: z.optional(z.boolean()),
  unread: z._default(z.boolean(), false),
  status: deliveryStatusSchema,
  /** 'eof' marks the start of the history: there is nothing older. */
  type: optionalString,
  /** Tessera extension: the id the client gave an outgoing message, echoed so a retry never doubles it. */
  clientId: optionalString,
  /** Spec 001 §3: an AI summary the message carries, and its keywords. */
  summary: z.optional(z.pipe(z.nullish(boundedText(BOUNDS.messageText, 'message summary')), z.transform((v) => v ?? undefined))),
  summaryKeywords: z.optional(z.pipe(z.nullish(boundedList(boundedText(BOUNDS.name, 'keyword'), 100, 'summary keywords')), z.transform((v) => v ?? undefined))),
  summaryDisabled: z.optional(z.boolean()),
});
export type Message = z.infer<typeof messageSchema>;

export const MESSAGE_PAGE_SIZE = 15;
