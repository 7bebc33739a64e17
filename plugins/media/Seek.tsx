import { formatDuration, useIntl } from '@tessera/core';
import { useLayoutEffect, useRef } from 'react';
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { slider, sliderFill, sliderThumb, sliderTrack } from './media.css';

/** mm:ss of a time in seconds. */
export const clock = (seconds: number) => formatDuration(Math.max(0, seconds) * 1000);

interface Props {
  /** The slider's name ('Posição de nota-de-voz.wav'). */
  label: string;
  time: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * Where the audio is, as a react-aria slider: arrows move a second, Page Up / Down ten, Home and
 * End to either end; it says the time as 'mm:ss de mm:ss'. Disabled while the length is unknown.
 */
export function Seek({ label, time, duration, onSeek }: Props) {
  const intl = useIntl();
  const max = Math.max(duration, 0);
  const value = Math.min(Math.floor(time), max);
  const input = useRef<HTMLInputElement>(null);
  const valueText = intl.formatMessage({ id: 'media.audio.valueText' }, { time: clock(value), duration: clock(max) });
  // react-aria says a number; the time says more. Put after its own render, every render.
  useLayoutEffect(() => {
    input.current?.setAttribute('aria-valuetext', valueText);
  });
  return (
    <Slider
      className={slider}
      aria-label={label}
      minValue={0}
      maxValue={max || 1}
      step={1}
      value={value}
      isDisabled={!max}
      onChange={(value) => onSeek(Array.isArray(value) ? value[0]! : value)}
    >
      <SliderTrack className={sliderTrack}>
        {({ state }) => (
          <>
            <span className={sliderFill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={sliderThumb} inputRef={input} />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
