// The Redaktion's start: every page as a tree by path that folds by branch (useTreeFolding.ts), searchable by title
// and path (the branches to the hits open, the hits marked), with its state; create a page (empty or as a copy),
// rename its path (the old one then redirects), archive it and restore it.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { countHits, filterTree, STATUS_LABELS } from '@/lib/redaktion/shared/page-tree';
import type { SeiteInfo, SeitenKnoten } from '@/lib/redaktion/shared/types';
import { checkSitePath } from '@/lib/redaktion/shared/site-paths';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import { ErrorSummary } from '@/renderer/forms/ErrorSummary';
import formStyles from '@/renderer/forms/Form.module.css';
import type { Aufgaben } from '@/lib/redaktion/shared/workflow-types';
import { describeSchedule, type Zeitplan } from '@/lib/redaktion/shared/schedule-texts';
import { darfSeite } from '@/lib/redaktion/shared/page-scope';
import type { Pflegestand } from '@/lib/redaktion/shared/types';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import { MyTasks } from '../tasks/MyTasks';
import { branchListId, FoldButton, FoldSpacer } from './FoldButton';
import { HitText } from './HitText';
import { TreeTools } from './TreeTools';
import { useTreeFolding, type TreeFolding } from './useTreeFolding';
import styles from './PageTree.module.css';
import { formatDatumUhrzeit } from '@/lib/format/datum';

interface Props {
  seiten: SeitenKnoten[];
  archiv: SeiteInfo[];
  aufgaben: Aufgaben;
  /** Every pending schedule: each page shows its own, and "Meine Aufgaben" lists them all. */
  termine: Zeitplan[];
  /** Reviews due on the pages this account looks after ("Meine Aufgaben"). */
  pruefungen: Pflegestand[];
  /** For an account limited to some offices or subtrees: what it may edit, in words; null = every page. */
  bereichText: string | null;
}

/** The German refusal of a path, or null (the server checks the same way). */
function pathProblem(pfad: string): string | null {
  try {
    checkSitePath(pfad);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

function allPages(tree: SeitenKnoten[]): SeitenKnoten[] {
  return tree.flatMap((node) => [node, ...allPages(node.kinder)]);
}

type Errors = Record<string, string>;

function CreatePageForm({ pages, onDone }: { pages: SeiteInfo[]; onDone: (id: string) => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const pfad = String(form.get('pfad') ?? '').trim();
    const titel = String(form.get('titel') ?? '').trim();
    const found: Errors = {};
    const problem = pathProblem(pfad);
    if (problem) found.pfad = problem;
    if (!titel) found.titel = 'Bitte geben Sie den Titel der Seite an.';
    setAttempt((n) => n + 1);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const answer = await redaktionApi.seiteAnlegen({
      pfad,
      titel,
      layout: String(form.get('layout') ?? ''),
      kopieVon: String(form.get('vorlage') ?? '') || undefined,
    });
    setBusy(false);
    if (answer.ok) return onDone(answer.body.id);
    setErrors(answer.body.fields ?? { '': answer.body.message ?? 'Die Seite konnte nicht angelegt werden.' });
  };
  const field = (name: string) => ({
    id: `neu-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `neu-${name}__fehler` : undefined,
  });
  const error = (name: string) =>
    errors[name] && (
      <p id={`neu-${name}__fehler`} className={formStyles.error}>
        <span className="visually-hidden">Fehler: </span>
        {errors[name]}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className={styles.createForm} aria-labelledby="neue-seite-titel">
      <h2 id="neue-seite-titel">Neue Seite anlegen</h2>
      <ErrorSummary
        errors={errors}
        fieldId={(f) => `neu-${f}`}
        focusKey={Object.keys(errors).length ? attempt : undefined}
      />
      <div className={`${formStyles.field} ${errors.pfad ? formStyles.fieldInvalid : ''}`}>
        <label htmlFor="neu-pfad" className={formStyles.label}>
          Pfad
        </label>
        <p className={formStyles.hint}>Adresse der Seite, z. B. /de/rathaus/neue-seite</p>
        {error('pfad')}
        <input {...field('pfad')} className={formStyles.input} defaultValue="/de/" autoComplete="off" />
      </div>
      <div className={`${formStyles.field} ${errors.titel ? formStyles.fieldInvalid : ''}`}>
        <label htmlFor="neu-titel" className={formStyles.label}>
          Titel
        </label>
        {error('titel')}
        <input {...field('titel')} className={formStyles.input} autoComplete="off" />
      </div>
      <div className={formStyles.field}>
        <label htmlFor="neu-layout" className={formStyles.label}>
          Layout
        </label>
        <select {...field('layout')} className={formStyles.select} defaultValue="default">
          <option value="default">Standard</option>
          <option value="portal">Portal</option>
          <option value="schule">Schule</option>
        </select>
      </div>
      <div className={formStyles.field}>
        <label htmlFor="neu-vorlage" className={formStyles.label}>
          Inhalt <span className={formStyles.optional}>(freiwillig)</span>
        </label>
        <select {...field('vorlage')} className={formStyles.select} defaultValue="">
          <option value="">Leere Seite</option>
          {pages.map((p) => (
            <option key={p.id} value={p.id}>
              Kopie von: {p.titel} ({p.pfad})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.primaryButton} disabled={busy}>
        Seite anlegen
      </button>
    </form>
  );
}

function TreeList({
  nodes,
  termine,
  onAction,
  fold,
  term,
  id,
  hidden,
  mayEdit,
}: {
  nodes: SeitenKnoten[];
  termine: Zeitplan[];
  onAction: (kind: 'umbenennen' | 'archivieren', page: SeiteInfo) => void;
  fold: TreeFolding;
  /** The search term: its words are marked in titles and paths. */
  term: string;
  id?: string;
  hidden?: boolean;
  /** False for a page outside the account's editing rights: shown greyed, read only, without actions. */
  mayEdit: (page: SeiteInfo) => boolean;
}) {
  return (
    <ul className={styles.tree} id={id} hidden={hidden}>
      {nodes.map((node) => (
        <li key={node.id}>
          <div
            className={`${styles.row} ${node.treffer ? '' : styles.context} ${mayEdit(node) ? '' : styles.readOnly}`}
          >
            {node.kinder.length > 0 ? (
              <FoldButton
                pageId={node.id}
                titel={node.titel}
                count={node.kinder.length}
                open={fold.isOpen(node.id)}
                onToggle={() => fold.toggle(node.id)}
              />
            ) : (
              <FoldSpacer />
            )}
            <Link href={`/redaktion/seiten/${encodeURIComponent(node.id)}`} className={styles.pageLink}>
              <HitText text={node.titel} term={term} />
            </Link>
            <code className={styles.path}>
              <HitText text={node.pfad} term={term} />
            </code>
            <span className={`${styles.state} ${styles[node.status] ?? ''}`}>{STATUS_LABELS[node.status]}</span>
            {node.neuesteVersion && (
              <span className={styles.changed}>
                {formatDatumUhrzeit(node.neuesteVersion.erstelltAm)} · {node.neuesteVersion.autor.name}
              </span>
            )}
            {termine
              .filter((termin) => termin.seiteId === node.id)
              .map((termin) => (
                <span key={termin.id} className={`${styles.state} ${styles.geplant}`}>
                  Geplant: {describeSchedule(termin)}
                </span>
              ))}
            {!mayEdit(node) && <span className={styles.state}>Nur lesen</span>}
            <span className={styles.actions} hidden={!mayEdit(node)}>
              <button type="button" className={styles.smallButton} onClick={() => onAction('umbenennen', node)}>
                Pfad ändern<span className="visually-hidden">: {node.titel}</span>
              </button>
              <button
                type="button"
                className={`${styles.smallButton} ${styles.danger}`}
                onClick={() => onAction('archivieren', node)}
              >
                Löschen<span className="visually-hidden">: {node.titel}</span>
              </button>
            </span>
          </div>
          {node.kinder.length > 0 && (
            <TreeList
              nodes={node.kinder}
              termine={termine}
              onAction={onAction}
              fold={fold}
              term={term}
              id={branchListId(node.id)}
              hidden={!fold.isOpen(node.id)}
              mayEdit={mayEdit}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

export function PageTree({
  seiten,
  archiv,
  aufgaben,
  termine,
  pruefungen,
  bereichText,
  konto,
}: Props & { konto: RedaktionKonto }) {
  const mayEdit = (page: SeiteInfo) => darfSeite(konto.bereich, page);
  const router = useRouter();
  const [term, setTerm] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const live = useRef<HTMLParagraphElement>(null);
  const pages = useMemo(() => allPages(seiten), [seiten]);
  const shown = useMemo(() => filterTree(seiten, term), [seiten, term]);
  const hits = useMemo(() => countHits(shown), [shown]);
  const fold = useTreeFolding(seiten, shown, term);

  const reload = () => router.replace(router.asPath, undefined, { scroll: false });

  const onAction = async (kind: 'umbenennen' | 'archivieren', page: SeiteInfo) => {
    if (kind === 'archivieren') {
      if (
        !window.confirm(
          `Die Seite „${page.titel}“ (${page.pfad}) löschen? Sie wird archiviert und kann wiederhergestellt werden.`,
        )
      )
        return;
      const answer = await redaktionApi.seite(page.id)('archivieren', {});
      setMessage({
        ok: answer.ok,
        text: answer.ok ? `„${page.titel}“ wurde archiviert.` : (answer.body.message ?? 'Löschen fehlgeschlagen.'),
      });
    } else {
      const pfad = window.prompt(`Neuer Pfad für „${page.titel}“ (der alte leitet danach dorthin weiter):`, page.pfad);
      if (pfad === null || pfad === page.pfad) return;
      const problem = pathProblem(pfad.trim());
      if (problem) return setMessage({ ok: false, text: problem });
      const answer = await redaktionApi.seite(page.id)('pfad', { pfad: pfad.trim() });
      setMessage({
        ok: answer.ok,
        text: answer.ok
          ? `„${page.titel}“ ist jetzt unter ${pfad.trim()} erreichbar; ${page.pfad} leitet dorthin weiter.`
          : (answer.body.message ?? 'Umbenennen fehlgeschlagen.'),
      });
    }
    await reload();
    live.current?.focus();
  };

  const restore = async (page: SeiteInfo) => {
    const answer = await redaktionApi.seite(page.id)('wiederherstellen', {});
    setMessage({
      ok: answer.ok,
      text: answer.ok
        ? `„${page.titel}“ wurde wiederhergestellt (als Entwurf).`
        : (answer.body.message ?? 'Wiederherstellen fehlgeschlagen.'),
    });
    await reload();
    live.current?.focus();
  };

  return (
    <div className={styles.layout}>
      <section aria-labelledby="seiten-titel">
        <h1 id="seiten-titel">Seiten</h1>
        <MyTasks aufgaben={aufgaben} termine={termine} pruefungen={pruefungen} />
        <p
          ref={live}
          tabIndex={-1}
          role="status"
          className={message ? (message.ok ? styles.success : styles.failure) : undefined}
        >
          {message?.text}
        </p>
        <label htmlFor="seiten-suche" className={formStyles.label}>
          Seiten durchsuchen (Titel oder Pfad)
        </label>
        <input
          id="seiten-suche"
          type="search"
          className={formStyles.input}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          aria-describedby="seiten-anzahl"
        />
        <p id="seiten-anzahl" className={formStyles.hint} aria-live="polite">
          {hits} {hits === 1 ? 'Seite' : 'Seiten'}
          {term.trim() && hits > 0 && ' gefunden, mit den Seiten darüber; die Treffer sind markiert.'}
        </p>
        <TreeTools fold={fold} />
        {bereichText && <p className={formStyles.hint}>{bereichText}</p>}
        {shown.length ? (
          <TreeList nodes={shown} termine={termine} onAction={onAction} fold={fold} term={term} mayEdit={mayEdit} />
        ) : (
          <p>Keine Seite gefunden.</p>
        )}
        {archiv.length > 0 && (
          <details className={styles.archive}>
            <summary>Archiv ({archiv.length})</summary>
            <ul className={styles.tree}>
              {archiv.map((page) => (
                <li key={page.id} className={styles.row}>
                  <span>{page.titel}</span>
                  <code className={styles.path}>{page.pfad}</code>
                  {mayEdit(page) && (
                    <button type="button" className={styles.smallButton} onClick={() => void restore(page)}>
                      Wiederherstellen<span className="visually-hidden">: {page.titel}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>
      <CreatePageForm pages={pages} onDone={(id) => void router.push(`/redaktion/seiten/${encodeURIComponent(id)}`)} />
    </div>
  );
}
