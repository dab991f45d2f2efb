// The disclosure button of a branch of the page tree: opens and folds the pages below a page, says how many they are.
import styles from './PageTree.module.css';
import disclosure from '../frame/Disclosure.module.css';

export const branchListId = (pageId: string) => `unterseiten-${pageId}`;

export function FoldButton({
  pageId,
  titel,
  count,
  open,
  onToggle,
}: {
  pageId: string;
  titel: string;
  count: number;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`${styles.foldButton} ${disclosure.disclosure}`}
      aria-expanded={open}
      aria-controls={branchListId(pageId)}
      onClick={onToggle}
    >
      <span className="visually-hidden">Unterseiten von {titel}: </span>
      {count}
    </button>
  );
}

/** Keeps a leaf page's title in line with those that have a fold button. */
export function FoldSpacer() {
  return <span className={styles.foldSpacer} aria-hidden="true" />;
}
