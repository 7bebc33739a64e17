import * as z from 'zod/mini';
import { MAX_FILES, noteError } from './rules';

/**
 * The reply's schema (spec 001 §5): a note empty or of 10 to 600 characters (notesMinLength /
 * notesMaxLength), at most 10 files ('amount'). Messages are message ids; the file rules of the
 * channel (extension, size) are checked as files are picked (rules.ts filesProblem).
 */
export const replySchema = z.object({
  tabId: z.string(),
  privateNote: z.boolean(),
  text: z.string().check(
    z.refine((v) => noteError(v) !== 'notesMinLength', 'tickets.notesMinLength'),
    z.refine((v) => noteError(v) !== 'notesMaxLength', 'tickets.notesMaxLength'),
  ),
  files: z.array(z.custom<File>((f) => typeof File !== 'undefined' && f instanceof File)).check(z.refine((files) => files.length <= MAX_FILES, 'tickets.files.amount')),
});
export type ReplyForm = z.infer<typeof replySchema>;
