import { z } from 'zod';
import { BOUNDS, boundedList, boundedText } from './bounds';
import { idString, isoDate, optionalString } from './common';

export const messageAuthors = ['consumer', 'client', 'agent', 'manager', 'bot', 'ai', 'system'] as const;
export const messageAuthorSchema = z.enum(messageAuthors);
export type MessageAuthor = z.infer<typeof messageAuthorSchema>;

export const messageFileSchema = z.object({
  file_url: z.string(),
  thumb_url: optionalString,
  file_name: boundedText(BOUNDS.name, 'file name').default(''),
  mime_type: z.string().default('application/octet-stream'),
  fileId: optionalString,
});
export type MessageFile = z.infer<typeof messageFileSchema>;

export const deliveryStatusSchema = z
  .object({
    sending: z.boolean().optional(),
    sent: z.boolean().optional(),
    delivered: z.boolean().optional(),
    read: z.boolean().optional(),
    error: z.boolean().optional(),
  })
  .default({});
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const messageSchema = z.object({
  _id: idString,
  currentId: optionalString,
  previousId: optionalString,
  by: messageAuthorSchema,
  userId: optionalString,
  userName: boundedText(BOUNDS.name, 'author name').nullish().transform((v) => v ?? undefined).optional(),
  text: boundedText(BOUNDS.messageText, 'message text').nullish().transform((v) => v ?? ''),
  sentTime: isoDate,
  receivedTime: optionalString,
  files: boundedList(messageFileSchema, BOUNDS.messageFiles, 'message files').nullish().transform((v) => v ?? []),
  favorite: z.boolean().default(false),
  private: z.boolean().default(false),
  systemMessage: z.boolean().optional(),
  unread: z.boolean().default(false),
  status: deliveryStatusSchema,
  /** 'eof' marks the start of the history: there is nothing older. */
  type: optionalString,
  /** Tessera extension: the id the client gave an outgoing message, echoed so a retry never doubles it. */
  clientId: optionalString,
});
export type Message = z.infer<typeof messageSchema>;

export const MESSAGE_PAGE_SIZE = 15;
