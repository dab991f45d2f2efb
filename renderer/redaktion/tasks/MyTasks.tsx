// "Meine Aufgaben" on the Redaktion's start page: my drafts an approver sent back (with the reason), the pages
// waiting for my approval, my own pages waiting for somebody else's, the scheduled publications, and the reviews due
// on the pages I look after (each with 'Geprüft, unverändert'; a page leaves the list once marked). Each entry leads
// to its editor: a page's, or an entry's of a collection.
import { useState } from 'react';
import Link from 'next/link';
import { formatDatum } from '@/lib/format/datum';
import type { Pflegestand } from '@/lib/redaktion/shared/types';
import type { Aufgabe, Aufgaben } from '@/lib/redaktion/shared/workflow-types';
import { describeSchedule, type Zeitplan } from '@/lib/redaktion/shared/schedule-texts';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import { MarkReviewedButton } from '../stewardship/MarkReviewedButton';
import styles from './MyTasks.module.css';
import { formatDatumUhrzeit } from '@/lib/format/datum';
import { entryEditorLink } from '../collections/collection-view-types';

/** The editor of a task's document: a page's, or an entry's of its collection. */
const editorOf = (task: { seiteId: string; sammlung?: string | null }) =>
  task.sammlung
    ? entryEditorLink(task.sammlung, task.seiteId)
    : `/redaktion/seiten/${encodeURIComponent(task.seiteId)}`;

function TaskList({ title, tasks, says }: { title: string; tasks: Aufgabe[]; says: (task: Aufgabe) => string }) {
  if (tasks.length === 0) return null;
  return (
    <>
      <h3 className={styles.listTitle}>
        {title} ({tasks.length})
      </h3>
      <ul className={styles.list}>
        {tasks.map((task) => (
          <li key={`${task.seiteId}-${task.versionNummer}`}>
            <Link href={editorOf(task)}>
              {task.titel || task.pfad} <span className={styles.path}>{task.pfad}</span>
            </Link>
            <p className={styles.detail}>
              Version {task.versionNummer}, {says(task)}
              {task.am ? ` am ${formatDatumUhrzeit(task.am)}` : ''}
              {task.text ? `: ${task.text}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The reviews due: overdue first (the store's order), each with its date and 'Geprüft, unverändert'. */
function DueReviews({ initial }: { initial: Pflegestand[] }) {
  const [due, setDue] = useState(initial);
  const [notice, setNotice] = useState<ActionResult>(null);
  return (
    <>
      <ActionNotice result={notice} />
      {due.length > 0 && (
        <>
          <h3 className={styles.listTitle}>Zur Prüfung fällig ({due.length})</h3>
          <ul className={styles.list}>
            {due.map((seite) => (
              <li key={seite.seiteId}>
                <Link href={`/redaktion/seiten/${encodeURIComponent(seite.seiteId)}`}>
                  {seite.titel} <span className={styles.path}>{seite.pfad}</span>
                </Link>
                <p className={styles.detail}>
                  {seite.stand === 'ueberfaellig' ? 'Überfällig seit' : 'Prüfen bis'} {formatDatum(seite.pruefenBis)}
                  {seite.abteilung ? ` · ${seite.abteilung.name}` : ''}
                </p>
                <MarkReviewedButton
                  seite={seite}
                  onMarked={() => setDue((list) => list.filter((entry) => entry.seiteId !== seite.seiteId))}
                  onNotice={setNotice}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export function MyTasks({
  aufgaben,
  termine,
  pruefungen,
}: {
  aufgaben: Aufgaben;
  termine: Zeitplan[];
  pruefungen: Pflegestand[];
}) {
  const count =
    aufgaben.zurueckgewiesen.length +
    aufgaben.freigeben.length +
    aufgaben.eingereicht.length +
    termine.length +
    pruefungen.length +
    (aufgaben.pakete?.length ?? 0);
  return (
    <section aria-labelledby="aufgaben-titel" className={styles.tasks}>
      <h2 id="aufgaben-titel">Meine Aufgaben</h2>
      {count === 0 && <p>Zurzeit wartet nichts auf Sie.</p>}
      <TaskList
        title="Zurückgewiesen"
        tasks={aufgaben.zurueckgewiesen}
        says={(task) => `zurückgewiesen von ${task.von}`}
      />
      <TaskList
        title="Warten auf Ihre Freigabe"
        tasks={aufgaben.freigeben}
        says={(task) => `eingereicht von ${task.von}`}
      />
      <TaskList title="Von Ihnen eingereicht" tasks={aufgaben.eingereicht} says={() => 'eingereicht'} />
      {termine.length > 0 && (
        <>
          <h3 className={styles.listTitle}>Geplant ({termine.length})</h3>
          <ul className={styles.list}>
            {termine.map((termin) => (
              <li key={termin.id}>
                <Link href={editorOf(termin)}>
                  {termin.pfad || termin.sammlung} <span className={styles.path}>{describeSchedule(termin)}</span>
                </Link>
                <p className={styles.detail}>geplant von {termin.von}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      {aufgaben.pakete && aufgaben.pakete.length > 0 && (
        <>
          <h3 className={styles.listTitle}>Änderungspakete ({aufgaben.pakete.length})</h3>
          <ul className={styles.list}>
            {aufgaben.pakete.map((paket) => (
              <li key={paket.id}>
                <Link href={`/redaktion/pakete/${encodeURIComponent(paket.id)}`}>{paket.titel}</Link>
                <p className={styles.detail}>{paket.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      <DueReviews initial={pruefungen} />
    </section>
  );
}
