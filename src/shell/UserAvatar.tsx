import { useSnapshot } from 'valtio';
import { store } from '../../core/state/store';
import { isSafeImageUrl } from '../../core/text/safeUrl';
import { currentAvailabilityKind } from '../../core/state/availabilityTree';
import { avatar, avatarDot, avatarFrame } from './shell.css';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/**
 * The agent's picture, or their initials (drawn by the stylesheet, as a picture is: they are not
 * text of the control around it, whose name is the agent's; seen text that is not in the name
 * fails WCAG 2.5.3), with a dot in the colour of their current availability
 * (green attending, amber about to pause, red paused). Decorative: the control around it is
 * named, and the availability is said in words in the sidebar's status section.
 */
export function UserAvatar({ name, url }: { name: string; url?: string | null | undefined }) {
  const availabilities = useSnapshot(store).session?.availabilities ?? [];
  const kind = currentAvailabilityKind(availabilities);
  return (
    <span className={avatarFrame} aria-hidden="true">
      {url && isSafeImageUrl(url) ? <img className={avatar} src={url} alt="" /> : <span className={avatar} data-initials={initials(name)} />}
      {kind && <span className={avatarDot[kind]} data-availability={kind} />}
    </span>
  );
}
