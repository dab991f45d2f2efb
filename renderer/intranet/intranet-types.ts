// The props of every intranet route: plain JSON (no undefined), made on the server per request.
import type { StaffLoginView } from '@/lib/session/staff-page';
import type { LayoutData } from '@/renderer/load-layout';
import type { Breadcrumb } from '@/renderer/page-types';
import type {
  ArchivEintrag,
  ArchivThema,
  IntranetRubrik,
  IntranetText,
  IntranetUser,
} from '@/lib/services/intranet/intranet-service';

export interface IntranetLoginProps extends StaffLoginView {
  layoutData: LayoutData;
}

export interface IntranetContentProps {
  view: 'start' | 'category' | 'item' | 'archive' | 'topic';
  layoutData: LayoutData;
  path: string;
  title: string;
  breadcrumbs: Breadcrumb[];
  user: IntranetUser;
  categories: IntranetRubrik[];
  /** A list that could not be loaded is empty, and the page says so. */
  categoriesFailed: boolean;
  texts: IntranetText[];
  textsFailed: boolean;
  category: IntranetRubrik | null;
  pagination: { seite: number; seiten: number } | null;
  /** The item view: its text, HTML sanitised on the server. */
  text: IntranetText | null;
  topics: ArchivThema[];
  topic: ArchivThema | null;
  entries: ArchivEintrag[];
  archiveFailed: boolean;
}

export type IntranetPageProps = IntranetLoginProps | IntranetContentProps;
