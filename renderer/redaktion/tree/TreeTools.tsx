// Opens or folds every branch of the page tree at once.
import type { TreeFolding } from './useTreeFolding';
import styles from './PageTree.module.css';

export function TreeTools({ fold }: { fold: TreeFolding }) {
  return (
    <div className={styles.treeTools} role="group" aria-label="Seitenbaum">
      <button type="button" className={styles.smallButton} onClick={fold.openAll}>
        Alle aufklappen
      </button>
      <button type="button" className={styles.smallButton} onClick={fold.foldAll}>
        Alle zuklappen
      </button>
    </div>
  );
}
