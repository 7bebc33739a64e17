import { setPreference, usePreferences } from '@tessera/core';
import { useId } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { hint, section, sectionTitle, slider, sliderFill, sliderLabel, sliderOutput, sliderThumb, sliderTrack } from './profile.css';

/** The notification volume, 0 to 100 (the menu's Sounds toggle sets 0 or 100). */
export function VolumeSection() {
  const intl = useIntl();
  const headingId = useId();
  const volume = usePreferences().volume;
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  return (
    <section className={section} aria-labelledby={headingId}>
      <h3 id={headingId} className={sectionTitle}>
        {intl.formatMessage({ id: 'profile.sounds.title' })}
      </h3>
      <Slider
        className={slider}
        minValue={0}
        maxValue={100}
        step={5}
        value={volume}
        onChange={(value) => setPreference('volume', value)}
        formatOptions={{ style: 'unit', unit: 'percent' }}
      >
        <Label className={sliderLabel}>{intl.formatMessage({ id: 'profile.sounds.volume' })}</Label>
        <SliderOutput className={sliderOutput}>
          {({ state }) => (state.values[0] === 0 ? intl.formatMessage({ id: 'profile.sounds.muted' }) : percent(state.values[0] ?? 0))}
        </SliderOutput>
        <SliderTrack className={sliderTrack}>
          {({ state }) => (
            <>
              <span className={sliderFill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
              <SliderThumb className={sliderThumb} />
            </>
          )}
        </SliderTrack>
      </Slider>
      <p className={hint}>{intl.formatMessage({ id: 'profile.sounds.hint' })}</p>
    </section>
  );
}
