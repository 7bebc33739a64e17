import { useCommands, useContributions } from '@tessera/core';
import { useCallback } from 'react';
import type { FileDropContribution } from './contract';

/**
 * Who takes files dropped on the conversation or pasted into its reply box: the first
 * 'conversation.fileDrops' contribution whose `when` passes (none: files are not taken).
 */
export function useFileDrops(conversationId: string): { target: FileDropContribution | undefined; starting: boolean; take: (files: File[]) => void } {
  // A taker still starting counts: a file dropped as the conversation opens starts it, then goes to it.
  const [first] = useContributions('conversation.fileDrops', { includeStarting: true });
  const commands = useCommands();
  const target = first?.contribution;
  const take = useCallback(
    (files: File[]) => {
      if (target && files.length) void commands.run(target.command, { conversationId, files });
    },
    [commands, target, conversationId],
  );
  return { target, starting: !!first?.starting, take };
}
