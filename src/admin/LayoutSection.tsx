import 'react-mosaic-component/react-mosaic-component.css';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { MosaicWithoutDragDropContext as Mosaic, MosaicWindow } from 'react-mosaic-component';
import { useSnapshot } from 'valtio';
import { type MoveDirection, moveTile } from '../../core/layout/move';
import type { CompanyLayout } from '../../core/layout/persistence';
import { appendLeaf, type LayoutNode, type LayoutTree, leavesOf, placeLeaf, removeLeaves, restoreOrAppend, type TilePlacement } from '../../core/layout/tree';
import type { AnyPlugin, IconName } from '../../core/plugins/types';
import { store } from '../../core/state/store';
import { Button } from '../../core/ui/Button';
import { Checkbox } from '../../core/ui/Checkbox';
import { field as fieldClass, label as labelClass } from '../../core/ui/controls.css';
import { Icon } from '../../core/ui/icons';
import { MenuButton } from '../../core/ui/Menu';
import { menu, menuItem, popover } from '../../core/ui/overlays.css';
import { tokens } from '../../themes/tokens';
import { layoutFor } from '../shell/defaultLayout';
import { DragAndDrop } from '../shell/workspace/dnd/DragAndDrop';
import { barOf, movedPercentages, splitBars, withPercentages } from '../shell/workspace/splitters';
import { mosaicRoot, toolbar, toolbarTitle, toolbarTitleText } from '../shell/workspace/workspace.css';
import { card, cardChanged, fieldset, hint, layoutActions, layoutGrid, layoutPreview, layoutSide, layoutTileBody, legend, muted, selectButton, warning } from './admin.css';
import { DEFAULT_DOCK_WIDGET } from './layoutDiff';
import type { AdminData } from './useAdminData';

const directions: readonly MoveDirection[] = ['left', 'right', 'up', 'down'];

interface TileEntry {
  id: string;
  title: string;
  icon: IconName;
  placement: TilePlacement | undefined;
  /** The company has its plugin on. */
  on: boolean;
}

/** Where a tile stands beside a neighbour in `tree`, so it can go back there after the rest moved. */
function placementIn(tree: LayoutTree, id: string): TilePlacement | undefined {
  const walk = (node: LayoutNode): TilePlacement | undefined => {
    if (typeof node === 'string' || node.type !== 'split') return undefined;
    const i = node.children.indexOf(id);
    if (i >= 0) {
      const shares = node.splitPercentages ?? node.children.map(() => 100 / node.children.length);
      const row = node.direction === 'row';
      const neighbour = i > 0 ? i - 1 : i + 1;
      const leaves = leavesOf(node.children[neighbour] ?? null);
      const beside = i > 0 ? leaves.at(-1) : leaves[0];
      if (!beside) return undefined;
      const share = (shares[i]! / (shares[i]! + shares[neighbour]!)) * 100;
      return { beside, side: i > 0 ? (row ? 'right' : 'below') : row ? 'left' : 'above', share };
    }
    for (const child of node.children) {
      const found = walk(child);
      if (found) return found;
    }
    return undefined;
  };
  return tree === null ? undefined : walk(tree);
}

/**
 * The preview's tree after an edit, with the tiles of plugins that are off put back beside the
 * neighbour they had: the company's layout keeps them for when the plugin returns.
 */
function keepHidden(next: LayoutTree, before: LayoutTree, hidden: readonly string[]): LayoutTree {
  let tree = next;
  for (const id of hidden) {
    const placement = placementIn(before, id);
    tree = (placement && placeLeaf(tree, id, placement)) ?? appendLeaf(tree, id);
  }
  return tree;
}

/**
 * The company's default layout: a live preview of the workspace's mosaic with the tiles of the
 * plugins the company has on, arranged by dragging (the mosaic's own drag and drop and split bars)
 * or with each tile's 'Move' menu; which tiles it has; the dock widget shown first; the build's
 * default to start from; none. Changes wait for the page's 'Review and save'.
 */
export function LayoutSection({ plugins, data }: { plugins: readonly AnyPlugin[]; data: AdminData }) {
  const intl = useIntl();
  const { sidebarCollapsed } = useSnapshot(store).preferences;
  const company = data.layoutNow;
  const changed = data.pending.some((p) => p.kind === 'layout');
  const sidebar = sidebarCollapsed ? tokens.sidebarWidth.collapsed : tokens.sidebarWidth.expanded;
  /** The build's default at the admin's window size, as an agent with this window and sidebar gets it. */
  const builtIn = () => layoutFor(window.innerWidth, sidebar);
  /** What agents start from: the company's layout, else the build's. */
  const tree = useMemo(() => (company ? company.tree : layoutFor(window.innerWidth, sidebar)), [company, sidebar]);
  const dock = company?.dock ?? null;

  const tiles = useMemo(
    (): TileEntry[] =>
      plugins.flatMap((plugin) =>
        (plugin.contributes?.tiles ?? []).map((t) => ({ id: t.id, title: intl.formatMessage(t.title), icon: t.icon, placement: t.placement, on: data.pluginNow(plugin).enabled })),
      ),
    [plugins, intl, data],
  );
  const widgets = useMemo(
    () =>
      plugins
        .filter((plugin) => data.pluginNow(plugin).enabled)
        .flatMap((plugin) => (plugin.contributes?.dockWidgets ?? []).map((w) => ({ id: w.id, title: intl.formatMessage(w.title), order: w.order })))
        .sort((a, b) => a.order - b.order),
    [plugins, intl, data],
  );
  const shownIds = new Set(tiles.filter((t) => t.on).map((t) => t.id));
  const included = leavesOf(tree);
  const hidden = included.filter((id) => !shownIds.has(id));
  const preview = removeLeaves(tree, (id) => !shownIds.has(id));
  const titleOf = (id: string) => tiles.find((t) => t.id === id)?.title ?? id;

  const set = (next: CompanyLayout | null) => data.setLayout(next);
  /**
   * An edit of the preview: the company's layout from then on (the build's becomes the company's).
   * A preview left with no tile would give every agent an empty workspace: it cannot be saved.
   */
  const edit = (nextPreview: LayoutTree) => data.setLayout({ tree: keepHidden(nextPreview, tree, hidden), dock }, nextPreview === null);
  // The split bars are separators the keyboard moves, as in the workspace (named by the tiles beside them).
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const bars = useMemo(() => splitBars(preview), [preview]);
  const describe = useRef<(element: HTMLElement) => void>(() => undefined);
  describe.current = (element) => {
    const bar = barOf(element, bars);
    if (!bar) return;
    const pair = bar.percentages[bar.index]! + bar.percentages[bar.index + 1]!;
    const share = Math.round((bar.percentages[bar.index]! / pair) * 100);
    element.setAttribute('role', 'separator');
    element.tabIndex = 0;
    element.setAttribute('aria-orientation', bar.direction === 'row' ? 'vertical' : 'horizontal');
    element.setAttribute('aria-label', intl.formatMessage({ id: 'admin.layout.splitter' }, { before: titleOf(bar.before), after: titleOf(bar.after) }));
    element.setAttribute('aria-valuemin', '0');
    element.setAttribute('aria-valuemax', '100');
    element.setAttribute('aria-valuenow', String(share));
    element.setAttribute('aria-valuetext', intl.formatMessage({ id: 'admin.layout.splitter.value' }, { tile: titleOf(bar.before), share }));
  };
  useLayoutEffect(() => {
    root?.querySelectorAll<HTMLElement>('.mosaic-split').forEach((element) => describe.current(element));
  });
  /** Arrow keys on a bar move it 2 % of its split (10 % with Shift); Home and End to the ends. */
  const onKeyDown = (event: KeyboardEvent) => {
    const element = (event.target as HTMLElement).closest?.<HTMLElement>('.mosaic-split');
    const bar = element && barOf(element, bars);
    if (!bar) return;
    const [less, more] = bar.direction === 'row' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    const step = event.shiftKey ? 10 : 2;
    const delta = event.key === less ? -step : event.key === more ? step : event.key === 'Home' ? -100 : event.key === 'End' ? 100 : 0;
    if (!delta) return;
    event.preventDefault();
    edit(withPercentages(preview, bar.path, movedPercentages(bar.percentages, bar.index, delta, 10)));
  };

  const include = (tile: TileEntry, on: boolean) =>
    edit(on ? restoreOrAppend(preview, tile.id, undefined, tile.placement) : removeLeaves(preview, (id) => id === tile.id));

  return (
    <div className={`${card} ${changed ? cardChanged : ''}`}>
      <p className={muted} role="status">
        <FormattedMessage id={company ? 'admin.layout.state.company' : 'admin.layout.state.builtIn'} />
      </p>
      <div className={layoutActions}>
        <Button icon="reset" onPress={() => set({ tree: builtIn(), dock })}>
          <FormattedMessage id="admin.layout.fromBuiltIn" />
        </Button>
        <Button icon="trash" isDisabled={!company} onPress={() => set(null)}>
          <FormattedMessage id="admin.layout.remove" />
        </Button>
      </div>
      <div className={layoutGrid}>
        <section className={layoutPreview} aria-label={intl.formatMessage({ id: 'admin.layout.preview' })}>
          {preview === null ? (
            <p className={muted} style={{ padding: 16 }}>
              <FormattedMessage id="admin.layout.empty" />
            </p>
          ) : (
            <div className={mosaicRoot} style={{ position: 'relative', height: '100%' }} ref={setRoot} onKeyDown={onKeyDown}>
              <DragAndDrop>
                <Mosaic<string>
                  className=""
                  value={preview}
                  onChange={(next) => edit(next)}
                  resize={{ minimumPaneSizePercentage: 10 }}
                  renderTile={(id, path) => {
                    const title = titleOf(id);
                    const tile = tiles.find((t) => t.id === id);
                    return (
                      <MosaicWindow<string>
                        path={path}
                        title={title}
                        renderPreview={() => <div className="mosaic-preview" aria-hidden="true" />}
                        renderToolbar={() => (
                          <div className={toolbar} data-layout-tile={id}>
                            <h2 className={toolbarTitle} style={{ fontSize: 'inherit', margin: 0 }}>
                              <Icon name={tile?.icon ?? 'grid'} />
                              <span className={toolbarTitleText}>{title}</span>
                            </h2>
                            <MenuButton
                              label={intl.formatMessage({ id: 'admin.layout.move' }, { tile: title })}
                              trigger={<Icon name="move" />}
                              options={directions.map((direction) => ({
                                id: direction,
                                label: intl.formatMessage({ id: `admin.layout.move.${direction}` }),
                                disabled: moveTile(preview, id, direction) === preview,
                              }))}
                              onAction={(direction) => edit(moveTile(preview, id, direction as MoveDirection))}
                            />
                          </div>
                        )}
                      >
                        <div className={layoutTileBody}>
                          <Icon name={tile?.icon ?? 'grid'} size={28} />
                          <span>{title}</span>
                          {id === 'dock' && (
                            <span className={hint}>
                              <FormattedMessage id="admin.layout.dockFirst" values={{ widget: widgets.find((w) => w.id === (dock ?? DEFAULT_DOCK_WIDGET))?.title ?? dock ?? DEFAULT_DOCK_WIDGET }} />
                            </span>
                          )}
                        </div>
                      </MosaicWindow>
                    );
                  }}
                />
              </DragAndDrop>
            </div>
          )}
        </section>
        <div className={layoutSide}>
          <fieldset className={fieldset}>
            <legend className={legend}>
              <FormattedMessage id="admin.layout.tiles" />
            </legend>
            {tiles
              .filter((t) => t.on)
              .map((tile) => (
                <Checkbox key={tile.id} isSelected={included.includes(tile.id)} onChange={(on) => include(tile, on)}>
                  {tile.title}
                </Checkbox>
              ))}
            <p className={hint}>
              <FormattedMessage id="admin.layout.tiles.help" />
            </p>
          </fieldset>
          {hidden.length > 0 && (
            <p className={warning}>
              <FormattedMessage id="admin.layout.offTiles" values={{ tiles: intl.formatList(hidden.map(titleOf)), count: hidden.length }} />
            </p>
          )}
          <Select className={fieldClass} selectedKey={dock ?? DEFAULT_DOCK_WIDGET} onSelectionChange={(key) => key !== null && set({ tree, dock: String(key) })}>
            <Label className={labelClass}>
              <FormattedMessage id="admin.layout.dock" />
            </Label>
            <AriaButton className={selectButton}>
              <SelectValue />
              <Icon name="down" size={14} />
            </AriaButton>
            <Text slot="description" className={hint}>
              <FormattedMessage id="admin.layout.dock.help" />
            </Text>
            <Popover className={popover}>
              <ListBox className={menu}>
                {widgets.map((w) => (
                  <ListBoxItem key={w.id} id={w.id} className={menuItem} textValue={w.title}>
                    {w.title}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
          <p className={hint}>
            <FormattedMessage id="admin.layout.howTo" />
          </p>
        </div>
      </div>
    </div>
  );
}
