// The accessibility findings of the drawn preview, beside it: errors stop publishing, warnings do not. Each finding
// names its block and leads to it (and to the field, where the check could tell which one).
import { useAtomValue } from 'jotai';
import { ownEntry } from '@/lib/shapes/own-entry';
import { editorTitle, blockSchemas } from '@/lib/blocks/site-schemas';
import { blockId } from '@/lib/redaktion/shared/block-operations';
import { accessibilityAtom, pageAtom } from './editor-state';
import { useGoToField } from './go-to-field';
import styles from '../Redaktion.module.css';

export function AccessibilityPanel() {
  const findings = useAtomValue(accessibilityAtom);
  const page = useAtomValue(pageAtom);
  const goTo = useGoToField();
  if (findings === null) return null;
  const errors = findings.filter((f) => f.level === 'fehler').length;
  const nameOf = (id: string | undefined) => {
    const block = id ? page.content.find((b) => blockId(b) === id) : undefined;
    return block ? editorTitle(ownEntry(blockSchemas, block.template), block.template) : 'Seite';
  };
  return (
    <section aria-labelledby="barrierefreiheit-titel" className={styles.findings}>
      <h2 id="barrierefreiheit-titel" className={styles.paneTitle}>
        Barrierefreiheit
      </h2>
      <p role="status">
        {findings.length === 0
          ? 'Keine Befunde: Überschriften, Bilder, Links und Tabellen sind in Ordnung.'
          : `${errors} ${errors === 1 ? 'Fehler' : 'Fehler'} (verhindern das Veröffentlichen), ${findings.length - errors} ${
              findings.length - errors === 1 ? 'Hinweis' : 'Hinweise'
            }`}
      </p>
      {findings.length > 0 && (
        <ul className={styles.findingList}>
          {findings.map((finding, index) => (
            <li key={index} className={finding.level === 'fehler' ? styles.findingError : styles.findingWarning}>
              <strong>{finding.level === 'fehler' ? 'Fehler' : 'Hinweis'}:</strong> {finding.message}{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => goTo(finding.blockId, finding.pointer)}
              >
                Zu „{nameOf(finding.blockId)}“
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
