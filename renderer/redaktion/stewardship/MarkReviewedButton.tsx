// 'Geprüft, unverändert' for one page: records who and when, and moves the review date a year on, without a new
// version (POST /api/redaktion/seiten/<id>/geprueft). Used by an office's page list and by "Meine Aufgaben".
import { formatDatum } from '@/lib/format/datum';
import type { Pflegestand } from '@/lib/redaktion/shared/types';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import type { ActionResult } from '../ActionNotice';
import editorStyles from '../Redaktion.module.css';

interface Props {
  seite: Pick<Pflegestand, 'seiteId' | 'titel'>;
  /** The page's next review date once recorded. */
  onMarked: (pruefenBis: string) => void;
  /** What to tell the editor: the recorded check or the server's refusal. */
  onNotice: (notice: ActionResult) => void;
}

export function MarkReviewedButton({ seite, onMarked, onNotice }: Props) {
  const markReviewed = async () => {
    onNotice(null);
    const answer = await redaktionApi.seite(seite.seiteId)('geprueft', {});
    if (!answer.ok) {
      onNotice({ kind: 'fehler', text: answer.body.message ?? 'Die Prüfung konnte nicht gespeichert werden.' });
      return;
    }
    onMarked(answer.body.pruefenBis);
    onNotice({
      kind: 'ok',
      text: `„${seite.titel}“ ist als geprüft vermerkt; nächste Prüfung bis ${formatDatum(answer.body.pruefenBis)}.`,
    });
  };
  return (
    <button
      type="button"
      className={editorStyles.secondaryButton}
      aria-label={`Geprüft, unverändert: ${seite.titel}`}
      onClick={() => void markReviewed()}
    >
      Geprüft, unverändert
    </button>
  );
}
