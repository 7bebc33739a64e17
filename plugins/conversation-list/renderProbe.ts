/**
 * Benchmarks and tests may count what the list renders (one message must render one row; two
 * hundred arrivals must not render every row over and over), as the ticker's probe counts ticks.
 * Nothing is counted unless `globalThis.__tesseraRenderProbe` is set.
 */
type RenderProbe = (what: 'option' | 'row', conversationId: string) => void;

export function reportRender(what: 'option' | 'row', conversationId: string): void {
  (globalThis as { __tesseraRenderProbe?: RenderProbe }).__tesseraRenderProbe?.(what, conversationId);
}
