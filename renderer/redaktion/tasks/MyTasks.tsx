// "Meine Aufgaben" on the Redaktion's start page: my drafts an approver sent back (with the reason), the pages
// waiting for my approval, my own pages waiting for somebody else's, and the scheduled publications. Each entry leads to the page's editor.
import Link from 'next/link';
import type { Aufgabe, Aufgaben } from '@/lib/redaktion/shared/workflow-types';
import { describeSchedule, type Zeitplan } from '@/lib/redaktion/shared/schedule-texts';
import styles from './MyTasks.module.css';
import { formatDatumUhrzeit } from '@/lib/format/datum';

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
            <Link href={`/redaktion/seiten/${encodeURIComponent(task.seiteId)}`}>
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

export function MyTasks({ aufgaben, termine }: { aufgaben: Aufgaben; termine: Zeitplan[] }) {
  const count =
    aufgaben.zurueckgewiesen.length + aufgaben.freigeben.length + aufgaben.eingereicht.length + termine.length;
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
                <Link href={`/redaktion/seiten/${encodeURIComponent(termin.seiteId)}`}>
                  {termin.pfad} <span className={styles.path}>{describeSchedule(termin)}</span>
                </Link>
                <p className={styles.detail}>geplant von {termin.von}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
