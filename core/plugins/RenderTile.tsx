import { useSelectedConversationId } from '../state/hooks';
import { RenderContribution } from './RenderContribution';
import type { Plugin, TileContribution } from './types';

/** A tile's content, given the conversation open in the workspace (re-rendered when that changes, nothing around it). */
export function RenderTile({ plugin, tile, undocked }: { plugin: Plugin; tile: TileContribution; undocked: boolean }) {
  const conversationId = useSelectedConversationId();
  return <RenderContribution plugin={plugin} component={tile.component} props={{ tileId: tile.id, undocked, conversationId }} />;
}
