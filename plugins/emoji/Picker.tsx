import { Button, inputClass, Spinner, useIntl, usePreferences } from '@tessera/core';
import { EmojiPicker, type EmojiPickerListCategoryHeaderProps, type EmojiPickerListEmojiProps, type EmojiPickerListRowProps } from 'frimousse';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { EmojiPickerProps } from './contract';
import { categoryHeader, cell, COLUMNS, failure, footer, list, note, preview, root, row, search, viewport } from './emoji.css';
import { loadEmojiData, resolveEmojiData } from './emojiData';

function CategoryHeader({ category, ...props }: EmojiPickerListCategoryHeaderProps) {
  const intl = useIntl();
  // The data names each category by its emojibase key; the words are ours. (frimousse measures
  // a header named 'Category' first, out of sight.)
  const id = `emoji.group.${category.label}`;
  return (
    <div {...props} className={categoryHeader}>
      {id in intl.messages ? intl.formatMessage({ id }) : category.label}
    </div>
  );
}

/**
 * frimousse counts rows and columns from 0; ARIA from 1 (axe: aria-valid-attr-value). Shifted by
 * one, frimousse's scrolling, which finds the chosen row by its aria-rowindex, finds the row above
 * it: a bottom scroll margin of a row and a header (emoji.css.ts) makes it bring the chosen row into
 * view as well (the browser test goes down and up the grid).
 */
function Row({ children, 'aria-rowindex': index, ...props }: EmojiPickerListRowProps) {
  return (
    <div {...props} aria-rowindex={index === undefined ? undefined : index + 1} className={row}>
      {children}
    </div>
  );
}

/** A cell of the grid, named by the emoji's label; the keyboard stays in the search field (frimousse's arrows). */
function Emoji({ emoji, 'aria-colindex': index, ...props }: EmojiPickerListEmojiProps) {
  return (
    <button type="button" {...props} aria-colindex={index === undefined ? undefined : index + 1} className={cell}>
      {emoji.emoji}
    </button>
  );
}

const components = { CategoryHeader, Row, Emoji };

/**
 * The emoji picker (frimousse, headless): a search field over the emoji of the agent's language
 * (their names and keywords, with or without accents), a grid the arrows move in from the field,
 * Enter or a click picks, Escape closes. The active emoji is announced and shown below the grid.
 */
export default function Picker({ onPick, onClose }: EmojiPickerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { language } = usePreferences();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  // The keyboard starts in the search field, once the overlay around the picker took it (not autoFocus:
  // a dialog that opens focuses itself after its children mount).
  useEffect(() => {
    const frame = requestAnimationFrame(() => searchRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [attempt]);

  // frimousse only logs a failed load; the agent is told here, and may try again.
  useEffect(() => {
    let live = true;
    loadEmojiData(language).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [language, attempt]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Before the search field clears itself or an overlay around the picker closes on its own.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  if (failed) {
    return (
      <div className={failure} onKeyDown={onKeyDown}>
        <p role="alert">{t('emoji.failed')}</p>
        <Button
          autoFocus
          onPress={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('emoji.retry')}
        </Button>
      </div>
    );
  }

  return (
    <EmojiPicker.Root
      key={attempt}
      className={root}
      locale={language}
      columns={COLUMNS}
      resolveEmojiData={resolveEmojiData}
      onEmojiSelect={({ emoji }) => onPick(emoji)}
      onKeyDown={onKeyDown}
    >
      <EmojiPicker.Search className={`${inputClass} ${search}`} aria-label={t('emoji.search')} aria-describedby={hintId} placeholder={t('emoji.searchPlaceholder')} ref={searchRef} />
      <span id={hintId} hidden>
        {t('emoji.hint')}
      </span>
      {/* A Tab stop where the arrows choose and Enter inserts (frimousse's keyboard works from here too): named, and told how. */}
      <EmojiPicker.Viewport className={viewport} tabIndex={0} role="group" aria-label={t('emoji.list')} aria-describedby={hintId}>
        <EmojiPicker.Loading className={note}>
          <Spinner label={t('emoji.loading')} />
        </EmojiPicker.Loading>
        <EmojiPicker.Empty className={note} role="status">
          {({ search: text }) => t('emoji.empty', { search: text })}
        </EmojiPicker.Empty>
        <EmojiPicker.List className={list} components={components} aria-label={t('emoji.list')} />
      </EmojiPicker.Viewport>
      <div className={footer} aria-hidden="true">
        <EmojiPicker.ActiveEmoji>
          {({ emoji }) =>
            emoji ? (
              <>
                <span className={preview}>{emoji.emoji}</span>
                <span>{emoji.label}</span>
              </>
            ) : (
              <span>{t('emoji.hint')}</span>
            )
          }
        </EmojiPicker.ActiveEmoji>
      </div>
    </EmojiPicker.Root>
  );
}
