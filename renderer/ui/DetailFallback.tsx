import { SmartLink } from './SmartLink';
import styles from './DetailFallback.module.css';

interface Props {
  /** What cannot be shown, as a sentence: 'Dieses Amt kann gerade nicht angezeigt werden.' */
  nachricht: string;
  /** The overview to go back to. */
  href: string;
  linkText: string;
}

/** A detail block without its item (the call failed or its answer did not fit): say so and lead back. */
export function DetailFallback({ nachricht, href, linkText }: Props) {
  return (
    <div className={styles.fallback} role="status">
      <p>{`${nachricht} Bitte versuchen Sie es später erneut.`}</p>
      <SmartLink href={href} className="arrow-link">
        {linkText}
      </SmartLink>
    </div>
  );
}
