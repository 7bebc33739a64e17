import { isSafeImageUrl } from '../../core/text/safeUrl';
import { avatar } from './shell.css';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** The agent's picture, or their initials; decorative, the control around it is named. */
export function UserAvatar({ name, url }: { name: string; url?: string | null | undefined }) {
  if (url && isSafeImageUrl(url)) return <img className={avatar} src={url} alt="" />;
  return (
    <span className={avatar} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
