import styles from './RichText.module.css';

/**
 * Shows CMS HTML that the page pipeline has already sanitised (renderer/sanitize-html.ts).
 * Never pass anything else.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.richText} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
