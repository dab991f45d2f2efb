// Why the preview's frame shows no page: plain text, nothing of the Redaktion around it. The host page reads the
// marks (an ended token: the editor gets a new one; another problem: no findings).
import styles from './PreviewHost.module.css';

export function PreviewProblem({ kind, text }: { kind: 'problem' | 'zugang'; text: string }) {
  return (
    <main className={styles.problem}>
      <p role="alert" {...(kind === 'zugang' ? { 'data-vorschau-zugang': '' } : { 'data-vorschau-problem': '' })}>
        {text}
      </p>
    </main>
  );
}
