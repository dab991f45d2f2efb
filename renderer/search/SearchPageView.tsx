import { SmartLink } from '@/renderer/ui/SmartLink';
import { PageHead } from '@/renderer/PageHead';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import { ErrorSummary } from '@/renderer/forms/ErrorSummary';
import type { Breadcrumb } from '@/renderer/page-types';
import { Highlighted } from './Highlighted';
import { Pagination } from '@/renderer/ui/Pagination';
import { SearchForm, SEARCH_INPUT_ID } from './SearchForm';
import type { ResultItem, SearchPageProps, SearchView } from './search-page-props';
import styles from './SearchPage.module.css';

const BREADCRUMBS: Breadcrumb[] = [
  { title: 'Startseite', href: '/de' },
  { title: 'Suche', href: '/de/gemeinde/suche' },
];

const HIT_LABEL: Record<ResultItem['typ'], string> = { suche_webcontact: 'Seite', wegweiser: 'Wegweiser' };

export function searchTitle(view: SearchView): string {
  switch (view.kind) {
    case 'empty':
      return 'Suche';
    case 'tooLong':
      return 'Fehler: Suche';
    case 'failed':
      return 'Suche nicht verfügbar';
    case 'results':
      if (!view.gesamt) return `Keine Treffer für „${view.term}“`;
      return `Suchergebnisse für „${view.term}“${view.seite > 1 ? ` – Seite ${view.seite}` : ''}`;
  }
}

function Results({ view }: { view: Extract<SearchView, { kind: 'results' }> }) {
  const first = (view.seite - 1) * view.perPage + 1;
  return (
    <>
      <p className={styles.summary} role="status">
        {view.gesamt === 1 ? '1 Treffer' : `${view.gesamt} Treffer`} für „{view.term}“
        {view.seiten > 1 && ` – Seite ${view.seite} von ${view.seiten}`}
      </p>
      <ol className={styles.results} start={first} aria-label="Suchergebnisse">
        {view.items.map((item) => (
          <li key={item.href + item.titel} className={styles.result}>
            <p className={styles.kind}>{item.rubrik ?? HIT_LABEL[item.typ]}</p>
            <h2 className={styles.resultTitle}>
              <SmartLink href={item.href}>
                <Highlighted text={item.titel} term={view.term} />
              </SmartLink>
            </h2>
            {item.text && (
              <p className={styles.excerpt}>
                <Highlighted text={item.text} term={view.term} />
              </p>
            )}
            <p className={styles.address}>{item.href}</p>
          </li>
        ))}
      </ol>
      <Pagination
        pagination={{ page: view.seite, pages: view.seiten }}
        path="/de/gemeinde/suche"
        query={{ q: view.term }}
        label="Suchergebnisse"
      />
    </>
  );
}

function NoHits({ term }: { term: string }) {
  return (
    <div className={styles.notice}>
      <p role="status">Ihre Suche nach „{term}“ ergab keine Treffer.</p>
      <h2>So finden Sie, was Sie suchen</h2>
      <ul>
        <li>Prüfen Sie die Schreibweise des Suchbegriffs.</li>
        <li>
          Versuchen Sie einen anderen oder einen allgemeineren Begriff, zum Beispiel „Bürgerbüro“ statt
          „Meldebescheinigung“.
        </li>
        <li>Verwenden Sie weniger Wörter.</li>
      </ul>
      <p>
        Sie finden nicht, was Sie suchen? Das Rathaus hilft Ihnen gerne weiter:{' '}
        <SmartLink href="/de/rathaus/kontakt">Kontakt zum Rathaus</SmartLink>.
      </p>
    </div>
  );
}

export function SearchPageView({ view, layoutData, canonical }: SearchPageProps) {
  const term = view.kind === 'empty' ? '' : view.term;
  const error = view.kind === 'tooLong' ? `Der Suchbegriff darf höchstens ${view.maxLength} Zeichen lang sein.` : null;
  return (
    <>
      <PageHead title={searchTitle(view)} canonical={canonical} noindex />
      <DefaultLayout layoutData={layoutData} isHome={false} breadcrumbs={BREADCRUMBS}>
        <div className={styles.page}>
          {error && <ErrorSummary errors={{ q: error }} fieldId={() => SEARCH_INPUT_ID} />}
          <h1>
            {view.kind === 'results' && view.gesamt > 0 ? 'Suchergebnisse' : searchTitle(view).replace(/^Fehler: /, '')}
          </h1>
          <SearchForm term={term} error={error} />
          {view.kind === 'empty' && (
            <p className={styles.notice} role="status">
              Bitte geben Sie einen Suchbegriff ein. Sie können nach Seiten, Dienstleistungen, Ansprechpartnern,
              Veranstaltungen und Einträgen im Branchenverzeichnis suchen.
            </p>
          )}
          {view.kind === 'failed' && (
            <div className={styles.notice} role="alert">
              <h2>Leider ist ein Fehler aufgetreten</h2>
              <p>
                Die Suche ist gerade nicht erreichbar. Wir werden versuchen den Fehler schnellstmöglich zu beheben.
                Probieren Sie es später erneut.
              </p>
            </div>
          )}
          {view.kind === 'results' && (view.gesamt > 0 ? <Results view={view} /> : <NoHits term={view.term} />)}
        </div>
      </DefaultLayout>
    </>
  );
}
