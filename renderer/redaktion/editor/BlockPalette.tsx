// The palette: every registered block with its German name and its description for editors (`x-editor`), searchable,
// in a native modal dialog (focus trapped and restored by the browser, Escape closes).
import { forwardRef, useMemo, useState } from 'react';
import type { CatalogEntry } from '@/lib/blocks/site-schemas';
import styles from '../Redaktion.module.css';

interface Props {
  catalog: CatalogEntry[];
  /** The slot the block goes into, for the dialog's title. */
  slotTitle: string;
  onPick: (template: string) => void;
}

export const BlockPalette = forwardRef<HTMLDialogElement, Props>(function BlockPalette(
  { catalog, slotTitle, onPick },
  ref,
) {
  const [term, setTerm] = useState('');
  const shown = useMemo(() => {
    const t = term.trim().toLocaleLowerCase('de');
    if (!t) return catalog;
    // Blocks named like the term come first, then those whose name contains it, then those whose description does.
    const rank = (entry: CatalogEntry) => {
      const title = entry.title.toLocaleLowerCase('de');
      return title === t ? 0 : title.startsWith(t) ? 1 : title.includes(t) ? 2 : 3;
    };
    return catalog
      .filter((entry) => `${entry.title} ${entry.description}`.toLocaleLowerCase('de').includes(t))
      .sort((a, b) => rank(a) - rank(b));
  }, [catalog, term]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="palette-titel" onClose={() => setTerm('')}>
      <h2 id="palette-titel" className={styles.dialogTitle}>
        Block hinzufügen: {slotTitle}
      </h2>
      <label htmlFor="palette-suche" className={styles.label}>
        Blöcke durchsuchen
      </label>
      <input
        id="palette-suche"
        type="search"
        className={styles.input}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        aria-describedby="palette-anzahl"
      />
      <p id="palette-anzahl" className={styles.hint} aria-live="polite">
        {shown.length} {shown.length === 1 ? 'Block' : 'Blöcke'}
      </p>
      <ul className={styles.palette}>
        {shown.map((entry) => (
          <li key={entry.template}>
            <button type="button" className={styles.paletteEntry} onClick={() => onPick(entry.template)}>
              <span className={styles.paletteTitle}>{entry.title}</span>
              <span className={styles.paletteDescription}>{entry.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <form method="dialog">
        <button type="submit" className={styles.secondaryButton}>
          Abbrechen
        </button>
      </form>
    </dialog>
  );
});
