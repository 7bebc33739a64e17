import { type ReactNode, useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { MosaicWindow, type MosaicPath } from 'react-mosaic-component';
import type { MoveDirection } from '../../../core/layout/move';
import type { IconName, TileContribution } from '../../../core/plugins/types';
import { canMoveTile, moveLayoutTile } from '../../../core/layout/state';
import { IconButton } from '../../../core/ui/Button';
import { Icon } from '../../../core/ui/icons';
import { MenuButton } from '../../../core/ui/Menu';
import { ConfirmCloseDialog } from './ConfirmCloseDialog';
import { titleFit, type TitleFit } from './titleFit';
import { narrowTitle, tileBody, toolbar, toolbarNarrow, toolbarTitle, toolbarTitleMeasure, toolbarTitleText, visuallyHidden } from './workspace.css';

const directions: MoveDirection[] = ['left', 'right', 'up', 'down'];

interface Props {
  tileId: string;
  title: string;
  icon: IconName;
  path: MosaicPath;
  onPopOut: () => void;
  onClose: () => void;
  /** Offered only by tiles that declare it (TileContribution.minimizable). */
  minimize?: {
    minimized: boolean;
    /** Minimized in a row of tiles: a narrow strip that keeps only the restore button. */
    narrow: boolean;
    onMinimize: () => void;
    onRestore: () => void;
  };
  confirmClose?: TileContribution['confirmClose'];
  children: ReactNode;
}

/**
 * A tile with our own toolbar (react-mosaic's default buttons expect Blueprint): the title
 * is the drag handle; minimize (tiles that offer it), pop out and close are labelled buttons,
 * and close asks first for tiles that want it.
 */
export function TileFrame({ tileId, title, icon, path, onPopOut, onClose, minimize, confirmClose, children }: Props) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const { ref: titleRef, fit } = useTitleFit(title);
  const minimized = !!minimize?.minimized;
  const narrow = minimized && !!minimize?.narrow;
  const minimizeButton = minimize && (
    <IconButton
      icon={minimized ? 'restore' : 'minimize'}
      label={intl.formatMessage({ id: minimized ? 'layout.restore' : 'layout.minimize' }, { tile: title })}
      onPress={minimized ? minimize.onRestore : minimize.onMinimize}
    />
  );
  return (
    <MosaicWindow<string>
      path={path}
      title={title}
      // The drag image only: hidden from assistive technology, so each tile has one heading.
      renderPreview={() => <div className="mosaic-preview" aria-hidden="true" />}
      renderToolbar={() =>
        narrow ? (
          <div className={toolbarNarrow} data-tile-toolbar={tileId} data-minimized>
            <h2 className={visuallyHidden}>{title}</h2>
            {minimizeButton}
          </div>
        ) : (
          <div className={toolbar} data-tile-toolbar={tileId} data-minimized={minimized || undefined}>
            <h2 className={toolbarTitle} title={title} ref={titleRef} data-fit={fit}>
              <Icon name={icon} />
              <span className={toolbarTitleText}>{title}</span>
              <span className={toolbarTitleMeasure} aria-hidden="true">
                {title}
              </span>
            </h2>
            {minimizeButton}
            <MenuButton
              label={intl.formatMessage({ id: 'layout.move' }, { tile: title })}
              trigger={<Icon name="move" />}
              options={directions.map((direction) => ({
                id: direction,
                label: intl.formatMessage({ id: `layout.move.${direction}` }),
                disabled: !canMoveTile(tileId, direction),
              }))}
              onAction={(direction) => moveLayoutTile(tileId, direction as MoveDirection)}
            />
            <IconButton icon="popout" label={intl.formatMessage({ id: 'layout.popOut' }, { tile: title })} onPress={onPopOut} />
            <IconButton
              icon="close"
              label={intl.formatMessage({ id: 'layout.close' }, { tile: title })}
              onPress={() => (confirmClose ? setConfirming(true) : onClose())}
            />
          </div>
        )
      }
    >
      {/* Minimized, the content stays mounted (an embedded page keeps its state), only hidden. */}
      <section className={tileBody} aria-label={title} data-tile={tileId} hidden={minimized} tabIndex={-1}>
        {children}
      </section>
      {/* The strip says whose it is, written down its length (the heading above names it for assistive tech). */}
      {narrow && (
        <div className={narrowTitle} aria-hidden="true">
          <Icon name={icon} />
          {title}
        </div>
      )}
      {confirmClose && (
        <ConfirmCloseDialog
          texts={confirmClose}
          isOpen={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onClose();
          }}
        />
      )}
    </MosaicWindow>
  );
}

/**
 * How much of the title the toolbar has room for, measured as the tile is resized: the icon and
 * the words, the words alone, or (narrower than the words, in any language) the icon alone, the
 * title then its tooltip.
 */
/** The title's icon (18 px) and the gap after it. */
const TITLE_ICON_ROOM = 26;

function useTitleFit(title: string) {
  // The heading as an element, not a ref: the tiling library may draw its toolbar again.
  const [heading, ref] = useState<HTMLHeadingElement | null>(null);
  const [fit, setFit] = useState<TitleFit>('full');
  useLayoutEffect(() => {
    const words = heading?.querySelector<HTMLElement>(`.${toolbarTitleMeasure}`);
    if (!heading || !words) return undefined;
    // The icon's room is known (not measured: hidden, it measures nothing).
    const measure = () => setFit(titleFit(heading.clientWidth, words.offsetWidth, TITLE_ICON_ROOM));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(heading);
    return () => observer.disconnect();
  }, [heading, title]);
  return { ref, fit };
}
