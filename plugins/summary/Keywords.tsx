import { useIntl } from 'react-intl';
import { chip, chips } from './summary.css';

/** Keywords as chips (a list: each is text). */
export function Keywords({ keywords }: { keywords: readonly string[] }) {
  const intl = useIntl();
  if (keywords.length === 0) return null;
  return (
    <ul className={chips} aria-label={intl.formatMessage({ id: 'summary.keywords' })}>
      {keywords.map((k, i) => (
        <li key={`${i}:${k}`} className={chip}>
          {k}
        </li>
      ))}
    </ul>
  );
}
