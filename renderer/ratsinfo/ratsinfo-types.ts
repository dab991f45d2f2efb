// The props of every council route: plain JSON (no undefined), made on the server per request.
import type { Bericht, Sitzung } from '@/lib/services/council/council-service';
import type { LayoutData } from '@/renderer/load-layout';
import type { Breadcrumb } from '@/renderer/page-types';
import type { CouncilUserDisplay } from './council-atoms';

export interface RatsinfoLoginProps {
  view: 'login';
  layoutData: LayoutData;
  path: string;
  notice: string | null;
}

export interface RatsinfoContentProps {
  view: 'start' | 'meetings' | 'meeting' | 'reports' | 'password';
  layoutData: LayoutData;
  path: string;
  title: string;
  breadcrumbs: Breadcrumb[];
  user: CouncilUserDisplay;
  mustChangePassword: boolean;
  meetings: Sitzung[];
  meeting: Sitzung | null;
  reports: Bericht[];
  /** A list that could not be loaded is empty, and the page says so. */
  failed: boolean;
  /** Personal subscription address of the meeting calendar, where the store offers one. */
  calendarUrl: string | null;
}

export type RatsinfoPageProps = RatsinfoLoginProps | RatsinfoContentProps;
