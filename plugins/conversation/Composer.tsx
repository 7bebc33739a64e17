import { Button, draftChanged, keyScope, RenderContribution, sendMessage, useDraft, usePreferences, workspaceState } from '@tessera/core';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { composer, composerButtons, composerRow, hint, textarea, triggerPanel } from './conversation.css';
import { ComposerActions } from './ComposerActions';
import { useComposerBinding } from './useComposerBinding';
import { isLargeText, MAX_ROWS, useComposerSize } from './useComposerSize';
import { useComposerTrigger } from './useComposerTrigger';
import { useFileDrops } from './useFileDrops';

interface Props {
  conversationId: string;
  consumerName: string;
}

/**
 * The reply box: sends with Ctrl+Enter (or Enter, per the agent's preference), keeps the
 * draft across reloads, and opens plugin triggers ('//' shortcuts) from what is typed.
 */
export function Composer({ conversationId, consumerName }: Props) {
  const intl = useIntl();
  const text = useDraft(conversationId);
  const hotkey = usePreferences().msgHotkey;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useComposerBinding(conversationId, inputRef);
  const listboxId = useId();
  const hintId = useId();
  const [activeDescendant, setActiveDescendant] = useState<string | undefined>();
  const trigger = useComposerTrigger(text);
  const drops = useFileDrops(conversationId);
  const large = isLargeText(text);
  const { tall } = useComposerSize(inputRef, text, large);

  const setText = (next: string) => draftChanged({ conversationId, text: next });

  const send = () => {
    // Read the store, not the last render: a fast Ctrl+Enter can beat the re-render.
    const body = (workspaceState.drafts[conversationId] ?? '').trim();
    if (!body) return;
    setText('');
    void sendMessage(conversationId, { text: body });
    inputRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (trigger.offerKey(event.nativeEvent)) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Enter') return;
    const sends = hotkey === 'Enter' ? !event.shiftKey && !event.ctrlKey && !event.metaKey : event.ctrlKey || event.metaKey;
    if (sends) {
      event.preventDefault();
      send();
    }
  };

  // Pasted files (a screenshot, say) go where dropped ones go; pasted text stays text.
  const onPaste = (event: React.ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    if (!files.length || !drops.target) return;
    event.preventDefault();
    drops.take(files);
  };

  const label = intl.formatMessage({ id: 'conversation.composer' }, { name: consumerName });
  return (
    <div className={composer} {...keyScope('composer')}>
      {trigger.active && (
        <div className={triggerPanel}>
          <RenderContribution
            plugin={trigger.active.plugin}
            component={trigger.active.contribution.component}
            props={{
              conversationId,
              query: trigger.active.query,
              listboxId,
              setActiveDescendant,
              subscribeKeys: trigger.subscribeKeys,
              close: () => {
                trigger.dismiss();
                inputRef.current?.focus();
              },
              insert: (value: string) => {
                setText(value);
                inputRef.current?.focus();
              },
            }}
          />
        </div>
      )}
      <div className={composerRow[large ? 'large' : tall ? 'tall' : 'short']}>
        <textarea
          ref={inputRef}
          className={textarea}
          aria-label={label}
          aria-describedby={hintId}
          role={trigger.active ? 'combobox' : undefined}
          aria-expanded={trigger.active ? true : undefined}
          aria-controls={trigger.active ? listboxId : undefined}
          aria-activedescendant={trigger.active ? activeDescendant : undefined}
          aria-autocomplete={trigger.active ? 'list' : undefined}
          rows={Math.min(MAX_ROWS, Math.max(1, text.split('\n').length))}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <div className={composerButtons}>
          <ComposerActions conversationId={conversationId} inputRef={inputRef} />
          <Button variant="primary" icon="send" onPress={send} isDisabled={!text.trim()}>
            {intl.formatMessage({ id: 'conversation.send' })}
          </Button>
        </div>
      </div>
      <div id={hintId} className={hint}>
        {intl.formatMessage({ id: `conversation.composerHint.${hotkey}` })}
      </div>
    </div>
  );
}
