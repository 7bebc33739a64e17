import { Button, downloadFile, EmptyState, IconButton, isSafeImageUrl, ModalDialog, notify, safeHref, useCommands, useIntl } from '@tessera/core';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { TicketDocument } from './api';
import { extensionOf, megabytes } from './rules';
import * as css from './tickets.css';

const kindOf = (doc: TicketDocument): 'audio' | 'image' | 'file' => (doc.mime_type.startsWith('audio/') ? 'audio' : doc.mime_type.startsWith('image/') ? 'image' : 'file');

const showable = (doc: TicketDocument) => kindOf(doc) === 'image' && isSafeImageUrl(doc.file_url);

/**
 * Files of a ticket or of a note (spec 001 §2): audio with a player, images with a thumbnail,
 * preview and download, others with an icon and download. An image previews in the media
 * plugin's gallery (zoom, rotation, the list's other images) when it runs, else in a plain viewer.
 */
export function Documents({ documents, label, empty = true }: { documents: readonly TicketDocument[]; label?: string; empty?: boolean }) {
  const intl = useIntl();
  const commands = useCommands();
  const [previewing, setPreviewing] = useState<TicketDocument | null>(null);
  if (documents.length === 0) return empty ? <EmptyState icon="book">{intl.formatMessage({ id: 'tickets.noDocuments' })}</EmptyState> : null;
  const images = documents.filter(showable);
  const preview = (doc: TicketDocument) => {
    if (!commands.has('media.openImages')) return setPreviewing(doc);
    void commands.run('media.openImages', { images: images.map((image) => ({ url: image.file_url, name: image.file_name })), index: Math.max(0, images.indexOf(doc)) }).catch(() => setPreviewing(doc));
  };
  return (
    <>
      <ul className={css.documents} aria-label={label ?? intl.formatMessage({ id: 'tickets.documents' })}>
        {documents.map((doc, index) => (
          <DocumentItem key={`${index}-${doc.file_url}`} doc={doc} onPreview={() => preview(doc)} />
        ))}
      </ul>
      {previewing && (
        <ModalDialog
          title={previewing.file_name}
          isOpen
          onOpenChange={(open) => !open && setPreviewing(null)}
          actions={
            <>
              <DownloadButton doc={previewing} text />
              <Button variant="primary" onPress={() => setPreviewing(null)}>
                {intl.formatMessage({ id: 'tickets.close' })}
              </Button>
            </>
          }
        >
          <img className={css.preview} src={previewing.file_url} alt={previewing.file_name} />
        </ModalDialog>
      )}
    </>
  );
}

function DocumentItem({ doc, onPreview }: { doc: TicketDocument; onPreview: () => void }) {
  const intl = useIntl();
  const kind = kindOf(doc);
  const url = safeHref(doc.file_url);
  const size = doc.file_size === undefined ? undefined : intl.formatMessage({ id: 'tickets.sizeMb' }, { size: megabytes(doc.file_size) });
  const name = (
    <span className={css.documentName}>
      <span className={css.ellipsis} title={doc.file_name}>
        {doc.file_name}
      </span>
      {size && <span className={css.muted}>{size}</span>}
    </span>
  );
  if (kind === 'audio' && url) {
    return (
      <li className={css.documentAudio}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {name}
          <DownloadButton doc={doc} />
        </div>
        <audio className={css.audio} controls preload="metadata" src={url} aria-label={intl.formatMessage({ id: 'tickets.play' }, { name: doc.file_name })} />
      </li>
    );
  }
  if (showable(doc)) {
    return (
      <li className={css.documentRow}>
        <img className={css.thumb} src={doc.file_url} alt="" loading="lazy" />
        {name}
        <IconButton icon="image" label={intl.formatMessage({ id: 'tickets.preview' }, { name: doc.file_name })} onPress={onPreview} />
        <DownloadButton doc={doc} />
      </li>
    );
  }
  return (
    <li className={css.documentRow}>
      <span className={css.fileIcon} aria-hidden>
        {(extensionOf(doc.file_name) || 'file').slice(0, 4).toUpperCase()}
      </span>
      {name}
      <DownloadButton doc={doc} />
    </li>
  );
}

function DownloadButton({ doc, text }: { doc: TicketDocument; text?: boolean }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const url = safeHref(doc.file_url);
  const label = intl.formatMessage({ id: 'tickets.download' }, { name: doc.file_name });
  const run = () => {
    if (!url) return;
    setBusy(true);
    downloadFile(url, doc.file_name)
      .catch(() => notify.toast({ tone: 'error', text: { id: 'tickets.downloadFailed' }, values: { name: doc.file_name } }))
      .finally(() => setBusy(false));
  };
  if (text) {
    return (
      <AriaButton className={css.textDownload} onPress={run} isDisabled={!url} isPending={busy}>
        <DownloadIcon />
        {intl.formatMessage({ id: 'tickets.downloadShort' })}
      </AriaButton>
    );
  }
  return (
    <AriaButton className={css.downloadButton} aria-label={label} onPress={run} isDisabled={!url || busy}>
      <DownloadIcon />
    </AriaButton>
  );
}

/** A tray with an arrow into it: the kit's 'down' chevron reads as "expand" beside an accordion. */
export function DownloadIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M11 4h2v8.17l2.59-2.58L17 11l-5 5-5-5 1.41-1.41L11 12.17V4zM5 18h14v2H5z" />
    </svg>
  );
}
