import { useCommands, useContributions } from '@tessera/core';
import { useCallback } from 'react';
import type { FileDropContribution } from './contract';

/**
 * Who takes files dropped on the conversation or pasted into its reply box: the first
 * 'conversation.fileDrops' contribution whose `when` passes (none: files are not taken).
 */
export function useFileDrops(conversationId: string): { target: FileDropContribution | undefined; take: (files: File[]) => void } {
  const [first] = useContributions('conversation.fileDrops');
  const commands = useCommands();
  const target = first?.contribution;
  const take = useCallback(
    (files: File[]) => {
      if (target && files.length) void commands.run(target.command, { conversationId, files });
    },
    [commands, target, conversationId],
  );
  return { target, take };
}
