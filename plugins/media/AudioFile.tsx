import { iconButtonClass, useIntl, useService, useSnapshot } from '@tessera/core';
import type { FileRendererProps } from './ImageFile';
import { MediaIcon } from './icons';
import { PlainFile } from './FileLabel';
import { audioCard, errorText, fileIcon, time as timeClass, visuallyHidden } from './media.css';
import { clock, Seek } from './Seek';
import type { Track } from './state';
import { ToolButton } from './ToolButton';
import { fetchableUrl } from './urls';

/**
 * An audio file in a message: play / pause, the time as mm:ss / mm:ss and a seek slider. It
 * drives the window's one player (only one file plays at a time); playing opens the floating box.
 * The length shows before playing, read from the file's metadata.
 */
export default function AudioFile({ conversationId, message, file }: FileRendererProps) {
  const intl = useIntl();
  const ui = useService('media.ui');
  const player = useSnapshot(ui.player);
  const url = fetchableUrl(file.file_url);
  const name = file.file_name || intl.formatMessage({ id: 'media.audio.unnamed' });
  if (!url || message.status.sending) {
    return <PlainFile name={name} icon="audio" />;
  }
  const track: Track = { conversationId, messageId: message._id, url, name };
  const current = player.track?.url === url && player.track.messageId === message._id;
  const playing = current && player.playing;
  const duration = (current && player.duration) || player.durations[url] || 0;
  const at = current ? player.time : 0;
  return (
    <span className={audioCard}>
      <span className={fileIcon}>
        <MediaIcon name="audio" />
      </span>
      <ToolButton
        className={iconButtonClass}
        icon={playing ? 'pause' : 'play'}
        label={intl.formatMessage({ id: playing ? 'media.audio.pause' : 'media.audio.play' }, { name })}
        onPress={() => ui.toggle(track)}
      />
      <Seek label={intl.formatMessage({ id: 'media.audio.position' }, { name })} time={at} duration={duration} onSeek={(seconds) => ui.seek(track, seconds)} />
      {current && player.failed ? (
        <span className={errorText} role="status">
          {intl.formatMessage({ id: 'media.audio.failed' })}
        </span>
      ) : (
        <span className={timeClass}>
          {clock(at)} / {duration ? clock(duration) : '--:--'}
        </span>
      )}
      {/* Its length, read once from the file's metadata (the browser fetches only the header). */}
      {!player.durations[url] && !current && (
        <audio
          className={visuallyHidden}
          src={url}
          preload="metadata"
          onLoadedMetadata={(event) => {
            const audio = event.currentTarget;
            if (Number.isFinite(audio.duration)) ui.noteDuration(url, audio.duration);
            // An Ogg recording's length is the position of its last page, which a file served without
            // ranges does not give up front (Infinity): asked to seek past the end, the browser finds it.
            else audio.currentTime = Number.MAX_SAFE_INTEGER;
          }}
          onDurationChange={(event) => ui.noteDuration(url, event.currentTarget.duration)}
        />
      )}
    </span>
  );
}
