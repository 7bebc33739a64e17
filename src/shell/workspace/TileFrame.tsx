import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MosaicWindow, type MosaicPath } from 'react-mosaic-component';
import type { MoveDirection } from '../../../core/layout/move';
import type { IconName } from '../../../core/plugins/types';
import { canMoveTile, moveLayoutTile } from '../../../core/layout/state';
import { IconButton } from '../../../core/ui/Button';
import { Icon } from '../../../core/ui/icons';
import { MenuButton } from '../../../core/ui/Menu';
import { tileBody, toolbar, toolbarTitle } from './workspace.css';

const directions: MoveDirection[] = ['left', 'right', 'up', 'down'];

interface Props {
  tileId: string;
  title: string;
  icon: IconName;
  path: MosaicPath;
  onPopOut: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A tile with our own toolbar (react-mosaic's default buttons expect Blueprint): the title
 * is the drag handle; pop out and close are labelled buttons.
 */
export function TileFrame({ tileId, title, icon, path, onPopOut, onClose, children }: Props) {
  const intl = useIntl();
  return (
    <MosaicWindow<string>
      path={path}
      title={title}
      // The drag image only: hidden from assistive technology, so each tile has one heading.
      renderPreview={() => <div className="mosaic-preview" aria-hidden="true" />}
      renderToolbar={() => (
        <div className={toolbar} data-tile-toolbar={tileId}>
          <h2 className={toolbarTitle}>
            <Icon name={icon} />
            {title}
          </h2>
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
          <IconButton icon="close" label={intl.formatMessage({ id: 'layout.close' }, { tile: title })} onPress={onClose} />
        </div>
      )}
    >
      <section className={tileBody} aria-label={title} data-tile={tileId}>
        {children}
      </section>
    </MosaicWindow>
  );
}
