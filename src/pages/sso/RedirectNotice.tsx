import { Spinner } from '../../../core/ui/Feedback';
import { redirectNotice } from './sso.css';

/** A spinner and what it waits for; screen readers hear the text once, through the spinner's status. */
export function RedirectNotice({ text }: { text: string }) {
  return (
    <div className={redirectNotice}>
      <Spinner label={text} />
      <p aria-hidden="true">{text}</p>
    </div>
  );
}
