import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MosaicWithoutDragDropContext as Mosaic } from 'react-mosaic-component';
import { useSnapshot } from 'valtio';
import { collapseMinimized, type Extent, parentDirection } from '../../../core/layout/collapse';
import { closeTile, fitLayout, layout, minimizeTile, resetLayout, restoreTile, setShownLayoutTree, setUndocked } from '../../../core/layout/state';
import { type LayoutTree, reconcileLayout } from '../../../core/layout/tree';
import { openUndocked, returnUndockedTile, watchUndockedTiles } from '../../../core/layout/undock';
import { notify } from '../../../core/notify/notifier';
import { useContributions } from '../../../core/plugins/react';
import { RenderTile } from '../../../core/plugins/RenderTile';
import { Button } from '../../../core/ui/Button';
import { EmptyState } from '../../../core/ui/Feedback';
import { DragAndDrop } from './dnd/DragAndDrop';
import { registerTileCycling } from './tileCycle';
import { TileFrame } from './TileFrame';
import { mosaicRoot, undockedNotice } from './workspace.css';

/** The tiled workspace: every tile contribution of an active plugin, arranged by the agent. */
export function Workspace() {
  const intl = useIntl();
  const tiles = useContributions('tiles');
  const snap = useSnapshot(layout);
  const available = useMemo(() => tiles.map((t) => t.contribution.id), [tiles]);
  const placements = useMemo(() => Object.fromEntries(tiles.flatMap((t) => (t.contribution.placement ? [[t.contribution.id, t.contribution.placement]] : []))), [tiles]);
  const tree = useMemo(
    () => reconcileLayout(snap.tree as LayoutTree, available, snap.closed, snap.remembered as Record<string, LayoutTree>, placements),
    [snap.tree, snap.closed, snap.remembered, available, placements],
  );

  // Saved layouts follow what is available: a disabled plugin's tile drops out cleanly, and
  // comes back to its place when the plugin is on again.
  useEffect(() => {
    fitLayout(available, placements);
  }, [available, placements, tree]);

  useEffect(() => watchUndockedTiles(setUndocked), []);
  useEffect(() => registerTileCycling(), []);

  // Minimized tiles keep their header's pixels, so the shown tree follows the workspace's size.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const extent = useExtent(root);
  const shown = useMemo(() => collapseMinimized(tree, snap.minimized, extent), [tree, snap.minimized, extent]);

  if (tree === null) {
    return (
      <EmptyState icon="grid">
        <p>
          <FormattedMessage id="layout.empty" />
        </p>
        <Button variant="primary" icon="reset" onPress={resetLayout}>
          <FormattedMessage id="layout.reset" />
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className={mosaicRoot} ref={setRoot}>
      <DragAndDrop>
        <Mosaic<string>
          className=""
          value={shown}
          onChange={(next) => setShownLayoutTree(next, false)}
          onRelease={(next) => setShownLayoutTree(next, true)}
          resize={{ minimumPaneSizePercentage: 12 }}
          renderTile={(tileId, path) => {
            const found = tiles.find((t) => t.contribution.id === tileId);
            if (!found) return <div />;
            const { plugin, contribution } = found;
            const title = intl.formatMessage(contribution.title);
            const undocked = !!snap.undocked[tileId];
            const minimized = snap.minimized.includes(tileId);
            return (
              <TileFrame
                tileId={tileId}
                title={title}
                icon={contribution.icon}
                path={path}
                onPopOut={() => {
                  if (!openUndocked(tileId)) notify.toast({ tone: 'warning', text: { id: 'layout.popupBlocked' } });
                }}
                onClose={() => closeTile(tileId)}
                confirmClose={contribution.confirmClose}
                minimize={
                  contribution.minimizable
                    ? {
                        minimized,
                        narrow: parentDirection(shown, path) === 'row',
                        onMinimize: () => minimizeTile(tileId),
                        onRestore: () => restoreTile(tileId),
                      }
                    : undefined
                }
              >
                {undocked ? (
                  <div className={undockedNotice}>
                    <p>
                      <FormattedMessage id="layout.undocked" values={{ tile: title }} />
                    </p>
                    <Button icon="window" onPress={() => returnUndockedTile(tileId)}>
                      <FormattedMessage id="layout.returnTile" />
                    </Button>
                  </div>
                ) : (
                  <RenderTile plugin={plugin} tile={contribution} undocked={false} />
                )}
              </TileFrame>
            );
          }}
        />
      </DragAndDrop>
    </div>
  );
}

/** The mosaic's size (its root sits 6 px inside the container on every side). */
function useExtent(element: HTMLElement | null): Extent {
  const [extent, setExtent] = useState<Extent>({ width: 0, height: 0 });
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setExtent((now) => (now.width === width - 12 && now.height === height - 12 ? now : { width: width - 12, height: height - 12 }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return extent;
}
