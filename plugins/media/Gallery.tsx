import { downloadFile, logger, notify, useIntl, useService, useThread } from '@tessera/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { galleryImages, listedShown, type ShownImage, threadShown } from './images';
import {
  darkButton,
  galleryBar,
  galleryDialog,
  galleryModal,
  galleryOverlay,
  galleryStage,
  galleryTitle,
  galleryTools,
  keysHint,
  stageError,
  stageImage,
  stageImageBox,
  strip,
  stripButton,
  thumbImage,
  visuallyHidden,
  zoomLabel,
} from './media.css';
import type { GalleryTarget, ImageList } from './state';
import { ToolButton } from './ToolButton';
import { fetchableUrl } from './urls';
import { canZoomIn, canZoomOut, rotate, stepIndex, ZOOM_MIN, zoomIn, zoomOut } from './view';

/** Keys of the gallery: none with Ctrl, Alt or Meta (those are the browser's and the workspace's). */
export function galleryKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>): 'previous' | 'next' | 'zoomIn' | 'zoomOut' | 'rotate' | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case 'r':
    case 'R':
      return 'rotate';
    default:
      return null;
  }
}

interface Look {
  key: string;
  zoom: number;
  rotation: number;
  broken: boolean;
}
const upright = (key: string): Look => ({ key, zoom: ZOOM_MIN, rotation: 0, broken: false });

/**
 * The gallery on a conversation's images (media.openGallery): the thread's images, opened on the
 * one of the message asked for; previous / next move along the thread.
 */
export default function Gallery({ target }: { target: Readonly<GalleryTarget> }) {
  const ui = useService('media.ui');
  const thread = useThread(target.conversationId);
  const found = useMemo(() => galleryImages(thread?.messages), [thread?.messages]);
  const images = useMemo(() => threadShown(found), [found]);
  const index = Math.max(0, found.findIndex((image) => image.messageId === target.messageId && image.fileUrl === target.fileUrl));
  const show = (to: number) => {
    const next = found[to];
    if (next) ui.showImage({ conversationId: target.conversationId, messageId: next.messageId, fileUrl: next.fileUrl });
  };
  return <GalleryView images={images} index={index} show={show} stripLabel="media.gallery.strip" />;
}

/** The gallery on a list of images it was given (media.openImages: a ticket's documents...). */
export function ListGallery({ list }: { list: Readonly<ImageList> }) {
  const ui = useService('media.ui');
  const shown = useMemo(() => listedShown(list.images, list.index), [list.images, list.index]);
  return <GalleryView images={shown.images} index={shown.index} show={(to) => ui.showListed(indexInList(list, shown.images[to]))} stripLabel="media.gallery.listStrip" />;
}

/** Where a shown image is in the list given (the list may hold images it does not show). */
const indexInList = (list: Readonly<ImageList>, image: ShownImage | undefined) => (image ? Number(image.key.slice(0, image.key.indexOf('|'))) : list.index);

/**
 * The image gallery (spec 001 §2 conversation view, §9): the images, the current
 * one large, zoom 1 to 1.5 by 0.25, a quarter turn at a time, download, previous / next (going
 * round at the ends) and a strip of them all; keys ← → + - R, Escape closes. A modal dialog: the
 * keyboard stays inside, and goes back to the control that opened it when it closes.
 */
function GalleryView({ images, index: asked, show, stripLabel }: { images: readonly ShownImage[]; index: number; show: (index: number) => void; stripLabel: string }) {
  const intl = useIntl();
  const ui = useService('media.ui');
  const index = Math.min(Math.max(0, asked), Math.max(0, images.length - 1));
  const image = images[index];
  const key = image ? image.key : '';
  // How the picture is shown, kept with the picture it was set on: another one starts upright at its own size.
  const [look, setLook] = useState<Look>(() => upright(key));
  const { zoom, rotation, broken } = look.key === key ? look : upright(key);
  const change = (next: (was: Look) => Partial<Look>) =>
    setLook((was) => {
      const base = was.key === key ? was : upright(key);
      return { ...base, ...next(base) };
    });
  const setZoom = (to: (zoom: number) => number) => change((was) => ({ zoom: to(was.zoom) }));
  const setRotation = (turn: (rotation: number) => number) => change((was) => ({ rotation: turn(was.rotation) }));
  const setBroken = () => change(() => ({ broken: true }));
  const [saving, setSaving] = useState(false);
  const zoomInRef = useRef<HTMLButtonElement>(null);
  const zoomOutRef = useRef<HTMLButtonElement>(null);
  const gone = !image;
  const dialogRef = useRef<HTMLElement>(null);
  const hintId = useId();
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => undefined);

  // On the dialog itself (it has the keyboard when it opens) as on everything in it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    dialog.addEventListener('keydown', listener);
    return () => dialog.removeEventListener('keydown', listener);
  }, [gone]);

  // The image went (the conversation left the agent, the thread was cleared): nothing to show.
  useEffect(() => {
    if (gone) ui.closeGallery();
  }, [gone, ui]);
  if (!image) return null;

  const step = (by: 1 | -1) => show(stepIndex(index, images.length, by));
  /** A button that becomes disabled drops the keyboard: it goes to its opposite, which now works. */
  const changeZoom = (to: number, from: 'in' | 'out') => {
    setZoom(() => to);
    const pressed = from === 'in' ? zoomInRef.current : zoomOutRef.current;
    const atEnd = from === 'in' ? !canZoomIn(to) : !canZoomOut(to);
    if (atEnd && pressed && document.activeElement === pressed) (from === 'in' ? zoomOutRef : zoomInRef).current?.focus();
  };
  const save = async () => {
    const url = fetchableUrl(image.fileUrl);
    if (!url || saving) return;
    setSaving(true);
    try {
      await downloadFile(url, image.name);
    } catch (error) {
      logger.warn('media: the image could not be downloaded', error);
      notify.toast({ tone: 'error', text: { id: 'media.download.failed' }, values: { name: image.name } });
    } finally {
      setSaving(false);
    }
  };
  keyHandler.current = (event: KeyboardEvent) => {
    const action = galleryKey(event);
    // Arrows move the caret in a text field and a slider's thumb: not the gallery's then (it has neither, but keep them theirs).
    if (!action || (event.target as HTMLElement).closest('input, textarea, [role=slider]')) return;
    event.preventDefault();
    if (action === 'previous' || action === 'next') {
      if (images.length > 1) step(action === 'next' ? 1 : -1);
    } else if (action === 'zoomIn') setZoom(zoomIn);
    else if (action === 'zoomOut') setZoom(zoomOut);
    else setRotation(rotate);
  };

  const position = intl.formatMessage({ id: 'media.gallery.position' }, { index: index + 1, count: images.length });
  const zoomText = intl.formatNumber(zoom, { style: 'percent' });
  const downloadable = !!fetchableUrl(image.fileUrl);

  return (
    <ModalOverlay className={galleryOverlay} isOpen isDismissable={false} onOpenChange={(open) => !open && ui.closeGallery()}>
      <Modal className={galleryModal}>
        <Dialog ref={dialogRef} className={galleryDialog} aria-label={intl.formatMessage({ id: 'media.gallery.title' })} aria-describedby={hintId}>
            <div className={galleryBar}>
              <h2 className={galleryTitle}>
                {intl.formatMessage({ id: 'media.gallery.heading' }, { name: image.name || intl.formatMessage({ id: 'media.image.unnamed' }), position })}
              </h2>
              {/* Said when the picture changes: which of how many, and its name. */}
              <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
                {`${position}: ${image.name}`}
              </p>
              <div className={galleryTools} role="toolbar" aria-label={intl.formatMessage({ id: 'media.gallery.tools' })}>
                <ToolButton
                  ref={zoomOutRef}
                  className={darkButton}
                  icon="zoomOut"
                  label={intl.formatMessage({ id: 'media.gallery.zoomOut' })}
                  shortcut="-"
                  isDisabled={!canZoomOut(zoom)}
                  onPress={() => changeZoom(zoomOut(zoom), 'out')}
                />
                <output className={zoomLabel} aria-label={intl.formatMessage({ id: 'media.gallery.zoom' })}>
                  {zoomText}
                </output>
                <ToolButton
                  ref={zoomInRef}
                  className={darkButton}
                  icon="zoomIn"
                  label={intl.formatMessage({ id: 'media.gallery.zoomIn' })}
                  shortcut="+"
                  isDisabled={!canZoomIn(zoom)}
                  onPress={() => changeZoom(zoomIn(zoom), 'in')}
                />
                <ToolButton className={darkButton} icon="rotate" label={intl.formatMessage({ id: 'media.gallery.rotate' })} shortcut="R" onPress={() => setRotation(rotate)} />
                {downloadable && (
                  <ToolButton
                    className={darkButton}
                    icon="download"
                    label={intl.formatMessage({ id: 'media.download' }, { name: image.name })}
                    isPending={saving}
                    onPress={() => void save()}
                  />
                )}
                <ToolButton className={darkButton} icon="close" label={intl.formatMessage({ id: 'media.gallery.close' })} shortcut="Esc" onPress={ui.closeGallery} />
              </div>
            </div>
            <div className={galleryStage}>
              {images.length > 1 && (
                <ToolButton className={darkButton} icon="previous" label={intl.formatMessage({ id: 'media.gallery.previous' })} shortcut="←" onPress={() => step(-1)} />
              )}
              <div className={stageImageBox}>
                {broken ? (
                  <p className={stageError} role="alert">
                    {intl.formatMessage({ id: 'media.gallery.broken' }, { name: image.name })}
                  </p>
                ) : (
                  <img
                    key={key}
                    className={stageImage}
                    src={image.src}
                    alt={image.name}
                    data-zoom={zoom}
                    data-rotation={rotation}
                    style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
                    onError={setBroken}
                    draggable={false}
                  />
                )}
              </div>
              {images.length > 1 && (
                <ToolButton className={darkButton} icon="next" label={intl.formatMessage({ id: 'media.gallery.next' })} shortcut="→" onPress={() => step(1)} />
              )}
            </div>
            <p id={hintId} className={keysHint}>
              {intl.formatMessage({ id: 'media.gallery.keys' })}
            </p>
            <ul className={strip} aria-label={intl.formatMessage({ id: stripLabel })}>
              {images.map((each, i) => (
                <li key={each.key}>
                  <Button
                    className={stripButton}
                    aria-current={i === index ? 'true' : undefined}
                    aria-label={intl.formatMessage({ id: 'media.gallery.show' }, { index: i + 1, count: images.length, name: each.name })}
                    onPress={() => show(i)}
                  >
                    <img className={thumbImage} src={each.thumb} alt="" width={64} height={48} loading="lazy" draggable={false} />
                  </Button>
                </li>
              ))}
            </ul>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
