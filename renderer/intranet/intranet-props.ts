// getServerSideProps of every intranet route, on the staff-session module: without a valid
// session the props are the login view and nothing else (lib/session/staff-page.ts).
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { todayInBerlin } from '@/lib/format/kalendertag';
import { intranetSystem, type IntranetViewer } from '@/lib/intranet/intranet-system';
import { ARCHIVE_PATH, INTRANET_PATH } from '@/lib/intranet/paths';
import { latestTexts } from '@/lib/intranet/latest-texts';
import { isValidOn } from '@/lib/intranet/validity';
import { getServices } from '@/lib/wiring';
import { getIntranetService } from '@/lib/wiring/intranet';
import type { IntranetRubrik } from '@/lib/services/intranet/intranet-service';
import { loadOrEmpty, staffPageProps } from '@/lib/session/staff-page';
import { loadLayoutData } from '@/renderer/load-layout';
import { sanitizeCmsHtml } from '@/renderer/sanitize-html';
import type { Breadcrumb } from '@/renderer/page-types';
import type { IntranetContentProps, IntranetPageProps } from './intranet-types';

/** Spec section 9: a category lists 3 texts per page. */
export const PRO_SEITE_DEFAULT = 3;

export type IntranetRoute =
  | { kind: 'start' }
  | { kind: 'category'; slug: string }
  | { kind: 'item'; slug: string; id: string }
  | { kind: 'archive' }
  | { kind: 'topic'; id: string };

type Result = GetServerSidePropsResult<IntranetPageProps>;

const HOME: Breadcrumb[] = [
  { title: 'Startseite', href: '/de' },
  { title: 'Intranet', href: INTRANET_PATH },
];

function normalizePath(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase();
}

export function findCategory(categories: IntranetRubrik[], slug: string): IntranetRubrik | undefined {
  const path = `${INTRANET_PATH}/${slug}`.toLowerCase();
  return (
    categories.find((c) => normalizePath(c.taggingpfad) === path) ??
    categories.find((c) => normalizePath(c.taggingpfad).split('/').at(-1) === slug.toLowerCase())
  );
}

export function pageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^\d{1,4}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

const orEmpty = <T>(load: () => Promise<T>, empty: T, what: string) => loadOrEmpty(load, empty, `Intranet: ${what}`);

export async function getIntranetProps(context: GetServerSidePropsContext, route: IntranetRoute): Promise<Result> {
  const layoutData = await loadLayoutData(getServices(), 'default');
  return staffPageProps(intranetSystem, context, {
    login: (view) => ({ ...view, layoutData }),
    content: (viewer, path) => intranetContent(context, route, viewer, path, layoutData),
  });
}

async function intranetContent(
  context: GetServerSidePropsContext,
  route: IntranetRoute,
  { session, user }: IntranetViewer,
  path: string,
  layoutData: IntranetContentProps['layoutData'],
): Promise<Result> {
  const service = getIntranetService();
  const categories = await orEmpty(() => service.getCategories(session), [], 'Rubriken');
  const base: IntranetContentProps = {
    view: 'start',
    layoutData,
    path,
    title: 'Intranet',
    breadcrumbs: HOME.slice(0, 1).concat({ title: 'Intranet', href: INTRANET_PATH }),
    user: { vorname: user.vorname, nachname: user.nachname, email: user.email },
    categories: categories.value,
    categoriesFailed: categories.failed,
    texts: [],
    textsFailed: false,
    category: null,
    pagination: null,
    text: null,
    topics: [],
    topic: null,
    entries: [],
    archiveFailed: false,
  };
  switch (route.kind) {
    case 'start': {
      const texts = await orEmpty(() => latestTexts(service, session, categories.value), [], 'neueste Texte');
      return { props: { ...base, texts: texts.value, textsFailed: texts.failed || categories.failed } };
    }
    case 'category': {
      const category = findCategory(categories.value, route.slug);
      const seite = pageNumber(context.query.seite);
      if (!category || !seite)
        return categories.failed
          ? { props: { ...base, view: 'category', title: 'Rubrik', textsFailed: true } }
          : { notFound: true };
      const page = await orEmpty(
        () => service.getTexts(session, category.url, { seite, proSeite: PRO_SEITE_DEFAULT }),
        null,
        `Rubrik ${category.url}`,
      );
      if (page.value && seite > page.value.seiten) return { notFound: true };
      return {
        props: {
          ...base,
          view: 'category',
          title: category.rubrik,
          category,
          breadcrumbs: [...HOME, { title: category.rubrik, href: normalizePath(category.taggingpfad) }],
          texts: page.value?.data ?? [],
          textsFailed: page.failed,
          pagination: page.value ? { seite, seiten: page.value.seiten } : null,
        },
      };
    }
    case 'item': {
      const category = findCategory(categories.value, route.slug);
      if (!category)
        return categories.failed
          ? { props: { ...base, view: 'item', title: 'Text', textsFailed: true } }
          : { notFound: true };
      const text = await orEmpty(() => service.getText(session, category.url, route.id), null, `Text ${route.id}`);
      if (!text.failed && !text.value) return { notFound: true };
      const item = text.value ? { ...text.value, text: sanitizeCmsHtml(text.value.text ?? '') } : null;
      return {
        props: {
          ...base,
          view: 'item',
          title: item?.titel ?? category.rubrik,
          category,
          text: item,
          textsFailed: text.failed,
          breadcrumbs: [
            ...HOME,
            { title: category.rubrik, href: normalizePath(category.taggingpfad) },
            ...(item ? [{ title: item.titel, href: path }] : []),
          ],
        },
      };
    }
    case 'archive': {
      const topics = await orEmpty(() => service.getArchiveTopics(session), [], 'Archivthemen');
      return {
        props: {
          ...base,
          view: 'archive',
          title: 'Archiv',
          topics: topics.value,
          archiveFailed: topics.failed,
          breadcrumbs: [...HOME, { title: 'Archiv', href: ARCHIVE_PATH }],
        },
      };
    }
    case 'topic': {
      const topics = await orEmpty(() => service.getArchiveTopics(session), [], 'Archivthemen');
      const topic = topics.value.find((t) => String(t.id) === route.id) ?? null;
      if (!topic && !topics.failed) return { notFound: true };
      const entries = topic
        ? await orEmpty(() => service.getArchive(session, String(topic.id)), [], `Archiv ${topic.id}`)
        : { value: [], failed: true };
      // Shown only between gueltig_von and gueltig_bis, whatever the CMS sent.
      const today = todayInBerlin();
      return {
        props: {
          ...base,
          view: 'topic',
          title: topic?.thema ?? 'Archiv',
          topics: topics.value,
          topic,
          entries: entries.value.filter((e) => isValidOn(e, today)),
          archiveFailed: entries.failed,
          breadcrumbs: [
            ...HOME,
            { title: 'Archiv', href: ARCHIVE_PATH },
            ...(topic ? [{ title: topic.thema, href: path }] : []),
          ],
        },
      };
    }
  }
}
