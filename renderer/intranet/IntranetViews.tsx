import Link from 'next/link';
import { useAtomValue } from 'jotai';
import { formatDatum } from '@/lib/format/datum';
import { RichText } from '@/renderer/ui/RichText';
import { intranetArchiveAtom, intranetCategoriesAtom, intranetTextsAtom, intranetUserAtom } from './intranet-atoms';
import { Pagination } from '@/renderer/ui/Pagination';
import { TextList } from './TextList';
import type { IntranetContentProps } from './intranet-types';
import styles from './Intranet.module.css';
import { LoadFailed } from '@/renderer/staff/LoadFailed';
import staff from '@/renderer/staff/Staff.module.css';

export function StartView({ textsFailed }: IntranetContentProps) {
  const user = useAtomValue(intranetUserAtom);
  const texts = useAtomValue(intranetTextsAtom);
  const categories = useAtomValue(intranetCategoriesAtom);
  return (
    <>
      <h1>Intranet</h1>
      {user && (
        <p className={staff.welcome}>
          Willkommen, {user.vorname} {user.nachname}.
        </p>
      )}
      <section aria-labelledby="neueste-texte">
        <h2 id="neueste-texte">Neueste Texte</h2>
        {textsFailed && (
          <LoadFailed>Die Texte konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</LoadFailed>
        )}
        {!textsFailed && !texts.length && <p>Es sind noch keine Texte erfasst.</p>}
        <TextList texts={texts} categories={categories} showCategory headingLevel={3} />
      </section>
    </>
  );
}

export function CategoryView({ category, textsFailed, pagination }: IntranetContentProps) {
  const texts = useAtomValue(intranetTextsAtom);
  const categories = useAtomValue(intranetCategoriesAtom);
  return (
    <>
      <h1>{category?.rubrik ?? 'Rubrik'}</h1>
      {textsFailed && (
        <LoadFailed>
          Die Texte dieser Rubrik konnten nicht geladen werden. Bitte versuchen Sie es später erneut.
        </LoadFailed>
      )}
      {!textsFailed && !texts.length && <p>In dieser Rubrik sind noch keine Texte erfasst.</p>}
      <TextList texts={texts} categories={categories} showCategory={false} />
      {category && pagination && (
        <Pagination
          pagination={{ page: pagination.seite, pages: pagination.seiten }}
          path={category.taggingpfad.replace(/\/+$/, '')}
          query={{}}
          label={category.rubrik}
        />
      )}
    </>
  );
}

export function ItemView({ category, textsFailed }: IntranetContentProps) {
  const [text] = useAtomValue(intranetTextsAtom);
  const back = category ? category.taggingpfad.replace(/\/+$/, '') : '/de/intranet';
  if (!text) {
    return (
      <>
        <h1>{category?.rubrik ?? 'Intranet'}</h1>
        {textsFailed && (
          <LoadFailed>Der Text konnte nicht geladen werden. Bitte versuchen Sie es später erneut.</LoadFailed>
        )}
        <Link className="arrow-link" href={back}>
          Zur Rubrik
        </Link>
      </>
    );
  }
  return (
    <article className={styles.article}>
      <p className={staff.meta}>
        <time dateTime={text.datum_von}>{formatDatum(text.datum_von)}</time>
        {category && <span> · {category.rubrik}</span>}
        {text.autor && <span> · {text.autor}</span>}
      </p>
      <h1>{text.titel}</h1>
      {text.teaser && <p className={styles.lead}>{text.teaser}</p>}
      <RichText html={text.text ?? ''} />
      <p>
        <Link className="arrow-link" href={back}>
          Alle Texte der Rubrik {category?.rubrik}
        </Link>
      </p>
    </article>
  );
}

export function ArchiveView({ archiveFailed }: IntranetContentProps) {
  const { topics } = useAtomValue(intranetArchiveAtom);
  return (
    <>
      <h1>Archiv</h1>
      <p>Dienstanweisungen, Formulare und Berichte. Angezeigt werden nur Dokumente, die heute gültig sind.</p>
      {archiveFailed && (
        <LoadFailed>Das Archiv konnte nicht geladen werden. Bitte versuchen Sie es später erneut.</LoadFailed>
      )}
      {!archiveFailed && !topics.length && <p>Im Archiv sind noch keine Themen erfasst.</p>}
      <ul className={styles.topicList}>
        {topics.map((t) => (
          <li key={t.id}>
            <Link href={`/de/intranet/archiv/${t.id}`}>{t.thema}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function TopicView({ topic, archiveFailed }: IntranetContentProps) {
  const { entries } = useAtomValue(intranetArchiveAtom);
  return (
    <>
      <h1>{topic?.thema ?? 'Archiv'}</h1>
      {archiveFailed && (
        <LoadFailed>Die Dokumente konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</LoadFailed>
      )}
      {!archiveFailed && !entries.length && <p>Zu diesem Thema sind derzeit keine gültigen Dokumente vorhanden.</p>}
      <ul className={styles.entryList}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <h2 className={styles.entryTitle}>{entry.titel}</h2>
            {(entry.gueltig_von || entry.gueltig_bis) && (
              <p className={staff.meta}>
                Gültig{entry.gueltig_von ? ` ab ${formatDatum(entry.gueltig_von)}` : ''}
                {entry.gueltig_bis ? ` bis ${formatDatum(entry.gueltig_bis)}` : ''}
              </p>
            )}
            <ul className={styles.documentList}>
              {entry.dokumente.map((doc) => (
                <li key={doc.url}>
                  <a href={doc.url} download>
                    {doc.downloadtext}
                  </a>
                  {doc.stand && <span className={styles.stand}> Stand: {formatDatum(doc.stand)}</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p>
        <Link className="arrow-link" href="/de/intranet/archiv">
          Alle Themen des Archivs
        </Link>
      </p>
    </>
  );
}
