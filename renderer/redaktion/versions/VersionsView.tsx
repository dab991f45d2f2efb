// The versions of a page: who saved which version when, with what comment and in which state; any version can be
// looked at in the preview and restored (as a new version), and any two compared block by block.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { VERSION_LABELS } from '@/lib/redaktion/shared/page-tree';
import type { VersionKurz } from '@/lib/redaktion/shared/types';
import type { BlockChange, FieldChange, PageDiff } from '@/lib/redaktion/shared/version-diff';
import { SLOT_TITLES } from '@/lib/redaktion/shared/block-operations';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import styles from './VersionsView.module.css';
import { formatDatumUhrzeit } from '@/lib/format/datum';

interface Props {
  page: { id: string; pfad: string; titel: string };
  versions: VersionKurz[];
  /** Block names by template, for the diff. */
  blockNames: Record<string, string>;
  comparison: { von: number; bis: number; diff: PageDiff } | null;
}

function Fields({ fields }: { fields: FieldChange[] }) {
  if (!fields.length) return null;
  return (
    <table className={styles.fields}>
      <thead>
        <tr>
          <th scope="col">Feld</th>
          <th scope="col">Vorher</th>
          <th scope="col">Nachher</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.pointer}>
            <th scope="row">{f.label}</th>
            <td>{f.before ?? <em>(leer)</em>}</td>
            <td>{f.after ?? <em>(leer)</em>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function place(at: { slot: keyof typeof SLOT_TITLES; position: number }): string {
  return `${SLOT_TITLES[at.slot]}, Stelle ${at.position}`;
}

function describe(change: BlockChange, name: string): string {
  switch (change.kind) {
    case 'hinzugefuegt':
      return `${name} hinzugefügt (${place(change.at)})`;
    case 'entfernt':
      return `${name} entfernt (war ${place(change.at)})`;
    case 'verschoben':
      return `${name} verschoben: von ${place(change.from)} nach ${place(change.to)}`;
    case 'geaendert':
      return `${name} geändert (${place(change.at)})`;
  }
}

export function VersionsView({ page, versions, blockNames, comparison }: Props) {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const restore = async ({ id, nummer }: VersionKurz) => {
    const answer = await redaktionApi.seite(page.id)('version-wiederherstellen', { versionId: id });
    setMessage({
      ok: answer.ok,
      text: answer.ok
        ? `Version ${nummer} wurde als neue Version ${answer.body.version.nummer} wiederhergestellt.`
        : (answer.body.message ?? 'Wiederherstellen fehlgeschlagen.'),
    });
    await router.replace(router.asPath, undefined, { scroll: false });
  };
  const newest = versions[0]?.nummer;
  return (
    <div>
      <p>
        <Link href={`/redaktion/seiten/${encodeURIComponent(page.id)}`}>Zurück zum Bearbeiten</Link>
      </p>
      <h1>Versionen: {page.titel}</h1>
      <p className={formStyles.hint}>{page.pfad}</p>
      {message && (
        <p role="status" className={message.ok ? styles.success : styles.failure}>
          {message.text}
        </p>
      )}
      <table className={styles.versions}>
        <caption className="visually-hidden">Alle Versionen, die neueste zuerst</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Gespeichert</th>
            <th scope="col">Von</th>
            <th scope="col">Zustand</th>
            <th scope="col">Kommentar</th>
            <th scope="col">Aktionen</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.nummer} id={`version-${v.nummer}`}>
              <th scope="row">{v.nummer}</th>
              <td>
                {formatDatumUhrzeit(v.erstelltAm)}
                {v.zwischenstaende > 0 && (
                  <>
                    <br />
                    <small>bis {formatDatumUhrzeit(v.gespeichertAm)} automatisch fortgeschrieben</small>
                  </>
                )}
              </td>
              <td>{v.autor.name}</td>
              <td>
                {VERSION_LABELS[v.zustand]}
                {v.fehler > 0 && <span className={styles.badge}>{v.fehler} Fehler</span>}
              </td>
              <td>{v.kommentar}</td>
              <td className={styles.actions}>
                <a
                  href={`/redaktion/vorschau/${encodeURIComponent(page.id)}?version=${v.id}`}
                  target="_blank"
                  rel="noopener"
                >
                  Vorschau<span className="visually-hidden"> von Version {v.nummer}</span> (neues Fenster)
                </a>
                {v.nummer !== newest && (
                  <button type="button" className={styles.smallButton} onClick={() => void restore(v)}>
                    Wiederherstellen<span className="visually-hidden">: Version {v.nummer}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Versionen vergleichen</h2>
      <form method="get" className={styles.compare}>
        <div className={formStyles.field}>
          <label htmlFor="vergleich-von" className={formStyles.label}>
            Ältere Version
          </label>
          <select
            id="vergleich-von"
            name="von"
            className={formStyles.select}
            defaultValue={comparison?.von ?? versions[1]?.nummer}
          >
            {versions.map((v) => (
              <option key={v.nummer} value={v.nummer}>
                Version {v.nummer}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="vergleich-bis" className={formStyles.label}>
            Neuere Version
          </label>
          <select id="vergleich-bis" name="bis" className={formStyles.select} defaultValue={comparison?.bis ?? newest}>
            {versions.map((v) => (
              <option key={v.nummer} value={v.nummer}>
                Version {v.nummer}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.smallButton}>
          Vergleichen
        </button>
      </form>
      {comparison && (
        <section aria-labelledby="vergleich-titel">
          <h3 id="vergleich-titel">
            Änderungen von Version {comparison.von} zu Version {comparison.bis}
          </h3>
          {comparison.diff.page.length === 0 && comparison.diff.blocks.length === 0 && <p>Keine Unterschiede.</p>}
          {comparison.diff.page.length > 0 && (
            <>
              <h4>Seiteneigenschaften</h4>
              <Fields fields={comparison.diff.page} />
            </>
          )}
          <ul className={styles.changes}>
            {comparison.diff.blocks.map((change) => (
              <li key={`${change.kind}-${change.id}`} className={styles[change.kind]}>
                <p className={styles.changeTitle}>{describe(change, blockNames[change.template] ?? change.template)}</p>
                {'fields' in change && <Fields fields={change.fields} />}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
