import { formatDatum } from '@/lib/format/datum';
import type { Zurueckgezogen } from '@/lib/redaktion/shared/withdrawal';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { ERROR_TEXTS } from './error-texts';
import styles from './ErrorView.module.css';

/** What the address of a withdrawn page says (410): when it was taken offline, why, and where to look instead. */
export function WithdrawnNotice({ zurueckgezogen: { am, hinweis, vorschlag } }: { zurueckgezogen: Zurueckgezogen }) {
  return (
    <>
      <p className={styles.lead}>{ERROR_TEXTS.withdrawnOn(formatDatum(am))}</p>
      <p className={styles.note}>{hinweis}</p>
      {vorschlag && (
        <p>
          {ERROR_TEXTS.withdrawnSuggestion} <SmartLink href={vorschlag.pfad}>{vorschlag.titel}</SmartLink>
        </p>
      )}
    </>
  );
}
