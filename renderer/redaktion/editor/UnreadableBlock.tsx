// A block this build cannot bring to the current version (its migration failed, or a newer release wrote it) is
// shown read-only with the reason and the data as stored: a form would show it in the wrong shape, and an edit could
// corrupt it. A failed one may be replaced by an empty block of the current version (undo brings it back).
import type { MigratedBlock } from '@/lib/blocks/migrate';
import { currentBlockVersion } from '@/lib/blocks/migrate';
import type { Inhaltsblock } from '@/codegen/out/types';
import styles from '../Redaktion.module.css';

export const UNREADABLE_TEXTS = {
  title: 'Dieser Block kann hier nicht bearbeitet werden.',
  replace: 'Durch einen leeren Block ersetzen',
  stored: (version: number | string) => `Gespeicherte Daten (Version ${version})`,
  undoHint: 'Rückgängig machen stellt den gespeicherten Block wieder her.',
};

export function unreadableReason(block: Inhaltsblock, migration: MigratedBlock<Inhaltsblock>): string {
  if (migration.status === 'zu-neu') {
    return `Er wurde mit einer neueren Version der Website gespeichert (Version ${migration.from}); diese Version kennt ihn bis Version ${currentBlockVersion(block.template) ?? '?'}. Bitte bearbeiten Sie ihn dort, wo die neue Version läuft.`;
  }
  return `Er ließ sich nicht auf die aktuelle Version (${currentBlockVersion(block.template) ?? '?'}) bringen: ${migration.error ?? 'unbekannter Fehler'}`;
}

export function UnreadableBlock({
  block,
  migration,
  onReplace,
}: {
  block: Inhaltsblock;
  migration: MigratedBlock<Inhaltsblock>;
  onReplace: () => void;
}) {
  const version = Number.isNaN(migration.from) ? JSON.stringify(block.version) : migration.from;
  return (
    <div className={styles.unreadable}>
      <p role="alert">
        <strong>{UNREADABLE_TEXTS.title}</strong> {unreadableReason(block, migration)}
      </p>
      <details open>
        <summary>{UNREADABLE_TEXTS.stored(version)}</summary>
        <pre className={styles.storedData}>{JSON.stringify(block.options ?? {}, null, 2)}</pre>
      </details>
      {migration.status === 'fehlgeschlagen' && (
        <p>
          <button type="button" className={`${styles.smallButton} ${styles.danger}`} onClick={onReplace}>
            {UNREADABLE_TEXTS.replace}
          </button>{' '}
          <span className={styles.hint}>{UNREADABLE_TEXTS.undoHint}</span>
        </p>
      )}
    </div>
  );
}
