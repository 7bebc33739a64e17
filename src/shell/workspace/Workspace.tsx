import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MosaicWithoutDragDropContext as Mosaic } from 'react-mosaic-component';
import { useSnapshot } from 'valtio';
import { collapseMinimized, type Extent, parentDirection } from '../../../core/layout/collapse';
import { closeTile, fitLayout, layout, leftOutByCompany, minimizeTile, resetLayout, restoreTile, setShownLayoutTree, setUndocked } from '../../../core/layout/state';
import { type LayoutTree, reconcileLayout } from '../../../core/layout/tree';
import { openUndocked, returnUndockedTile, watchUndockedTiles } from '../../../core/layout/undock';
import { notify } from '../../../core/notify/notifier';
import { useContributions } from '../../../core/plugins/react';
import { RenderTile } from '../../../core/plugins/RenderTile';
import { Button } from '../../../core/ui/Button';
import { EmptyState } from '../../../core/ui/Feedback';
import { DragAndDrop } from './dnd/DragAndDrop';
import { barOf, MIN_PANE_PX, movedPercentages, type SplitBar, splitBars, withPercentages } from './splitters';
import { closeKeepingFocus, orderTilesInPage, registerTileCycling } from './tileCycle';
import { TileFrame } from './TileFrame';
import { mosaicRoot, undockedNotice } from './workspace.css';

/** The tiled workspace: every tile contribution of an active plugin, arranged by the agent. */
export function Workspace() {
  const intl = useIntl();
  const tiles = useContributions('tiles');
  const snap = useSnapshot(layout);
  const available = useMemo(() => tiles.map((t) => t.contribution.id), [tiles]);
  const placements = useMemo(() => Object.fromEntries(tiles.flatMap((t) => (t.contribution.placement ? [[t.contribution.id, t.contribution.placement]] : []))), [tiles]);
  // What the company's default leaves out does not show even for the moment before fitLayout closes it.
  const hidden = useMemo(() => [...snap.closed, ...leftOutByCompany(available, snap)], [snap, available]);
  const tree = useMemo(
    () => reconcileLayout(snap.tree as LayoutTree, available, hidden, snap.remembered as Record<string, LayoutTree>, placements),
    [snap.tree, hidden, snap.remembered, available, placements],
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
  const titleOf = (tileId: string) => {
    const found = tiles.find((t) => t.contribution.id === tileId);
    return found ? intl.formatMessage(found.contribution.title) : tileId;
  };
  const bars = useMemo(() => splitBars(shown), [shown]);
  // The bars' names and values, read when the page's bars change (useTilesInScreenOrder).
  const describeBar = useRef<(element: HTMLElement) => void>(() => undefined);
  describeBar.current = (element) => {
    const bar = barOf(element, bars);
    if (!bar) return;
    element.setAttribute('role', 'separator');
    element.tabIndex = 0;
    element.setAttribute('aria-orientation', bar.direction === 'row' ? 'vertical' : 'horizontal');
    element.setAttribute('aria-label', intl.formatMessage({ id: 'layout.splitter' }, { before: titleOf(bar.before), after: titleOf(bar.after) }));
    const pair = bar.percentages[bar.index]! + bar.percentages[bar.index + 1]!;
    element.setAttribute('aria-valuemin', '0');
    element.setAttribute('aria-valuemax', '100');
    element.setAttribute('aria-valuenow', String(Math.round((bar.percentages[bar.index]! / pair) * 100)));
    const px = paneSize(bar, extent);
    element.setAttribute('aria-valuetext', intl.formatMessage({ id: 'layout.splitter.value' }, { tile: titleOf(bar.before), size: px }));
  };
  useTilesInScreenOrder(root, shown, describeBar);

  /** Arrow keys on a bar move it 10 px (50 with Shift); Home and End to the ends. */
  const onKeyDown = (event: KeyboardEvent) => {
    const element = (event.target as HTMLElement).closest?.<HTMLElement>('.mosaic-split');
    const bar = element && barOf(element, bars);
    if (!bar) return;
    const [less, more] = bar.direction === 'row' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    const span = splitSpan(bar, extent);
    const step = ((event.shiftKey ? 50 : 10) / Math.max(span, 1)) * 100;
    const delta = event.key === less ? -step : event.key === more ? step : event.key === 'Home' ? -100 : event.key === 'End' ? 100 : 0;
    if (!delta) return;
    event.preventDefault();
    const min = (MIN_PANE_PX / Math.max(span, 1)) * 100;
    setShownLayoutTree(withPercentages(shown, bar.path, movedPercentages(bar.percentages, bar.index, delta, min)), true);
  };

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
    <div className={mosaicRoot} ref={setRoot} onKeyDown={onKeyDown}>
      <DragAndDrop>
        <Mosaic<string>
          className=""
          value={shown}
          onChange={(next) => setShownLayoutTree(next, false)}
          onRelease={(next) => setShownLayoutTree(next, true)}
          // In pixels, as the keyboard's (splitters.ts): the list may keep its 200 px on a wide screen.
          resize={{ minimumPaneSizePercentage: 0, minimumPaneSizePx: MIN_PANE_PX }}
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
                onClose={() => closeKeepingFocus(tileId, () => closeTile(tileId))}
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

/**
 * Tab follows the screen: after every layout change (and whenever the mosaic adds a tile), the
 * tiles' elements are put in the order they are seen. The focus stays where it was: moving an
 * element that holds it blurs it, so it is put back.
 */
function useTilesInScreenOrder(element: HTMLElement | null, shown: unknown, describeBar: { current: (bar: HTMLElement) => void }): void {
  useLayoutEffect(() => {
    const mosaicRoot = element?.querySelector('.mosaic-root');
    if (!mosaicRoot) return undefined;
    const reorder = () => {
      // The split bars are separators the keyboard moves (role, name, value).
      for (const bar of mosaicRoot.querySelectorAll<HTMLElement>(':scope > .mosaic-split')) describeBar.current(bar);
      const focused = document.activeElement as HTMLElement | null;
      if (orderTilesInPage(mosaicRoot) && focused && focused !== document.activeElement && focused.isConnected) focused.focus({ preventScroll: true });
      // Its own moves are not news.
      observer.takeRecords();
    };
    const observer = new MutationObserver(reorder);
    reorder();
    observer.observe(mosaicRoot, { childList: true });
    return () => observer.disconnect();
  }, [element, shown, describeBar]);
}

/** The split's length in pixels (the workspace's size times the split's share of it). */
function splitSpan(bar: SplitBar, extent: Extent): number {
  return bar.direction === 'row' ? (extent.width * (100 - bar.box.left - bar.box.right)) / 100 : (extent.height * (100 - bar.box.top - bar.box.bottom)) / 100;
}

/** The pane before the bar, in pixels. */
function paneSize(bar: SplitBar, extent: Extent): number {
  return Math.round((splitSpan(bar, extent) * bar.percentages[bar.index]!) / 100);
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
