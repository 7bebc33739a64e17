import { conversationSelected, iconButtonClass, useIntl, useOptionalService, useService, useSnapshot, workspaceState } from '@tessera/core';
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { audioBox, boxHeader, boxRow, boxTitle, errorText, linkButton, time as timeClass } from './media.css';
import { clock, Seek } from './Seek';
import { ToolButton } from './ToolButton';

/**
 * The floating audio player box (spec 001 §2), from the first play until it is closed: a small box
 * at the bottom of the workspace with play / pause, the time, a seek slider, close, and a way back
 * to the message the audio came in.
 */
export default function AudioBoxPanel() {
  const intl = useIntl();
  const ui = useService('media.ui');
  const view = useOptionalService('conversation.view');
  const player = useSnapshot(ui.player);
  const headingId = useId();
  const track = player.track;

  const goToMessage = () => {
    if (!track) return;
    if (workspaceState.selectedConversationId !== track.conversationId) conversationSelected(track.conversationId);
    view?.reveal(track.conversationId, track.messageId);
  };

  if (!track) return null;
  return (
        <section className={audioBox} aria-labelledby={headingId}>
          <div className={boxHeader}>
            <h2 id={headingId} className={boxTitle}>
              {intl.formatMessage({ id: player.playing ? 'media.box.title' : 'media.box.paused' }, { name: track.name })}
            </h2>
            <ToolButton className={iconButtonClass} icon="close" label={intl.formatMessage({ id: 'media.box.close' })} onPress={ui.close} />
          </div>
          <div className={boxRow}>
            <ToolButton
              className={iconButtonClass}
              icon={player.playing ? 'pause' : 'play'}
              label={intl.formatMessage({ id: player.playing ? 'media.audio.pause' : 'media.audio.play' }, { name: track.name })}
              onPress={() => ui.toggle(track)}
            />
            <Seek label={intl.formatMessage({ id: 'media.audio.position' }, { name: track.name })} time={player.time} duration={player.duration} onSeek={(seconds) => ui.seek(track, seconds)} />
            {player.failed ? (
              <span className={errorText} role="status">
                {intl.formatMessage({ id: 'media.audio.failed' })}
              </span>
            ) : (
              <span className={timeClass} role="timer" aria-label={intl.formatMessage({ id: 'media.box.time' })}>
                {clock(player.time)} / {player.duration ? clock(player.duration) : '--:--'}
              </span>
            )}
          </div>
          {view && (
            <Button className={linkButton} onPress={goToMessage}>
              {intl.formatMessage({ id: 'media.box.goToMessage' })}
            </Button>
          )}
        </section>
  );
}
