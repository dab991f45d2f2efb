// The props of every council route: plain JSON (no undefined), made on the server per request.
import type { Bericht, Sitzung } from '@/lib/services/ratsinfo/ratsinfo-service';
import type { FormErrors } from '@/lib/session/error-query';
import type { StaffLoginView } from '@/lib/session/staff-page';
import type { LayoutData } from '@/renderer/load-layout';
import type { Breadcrumb } from '@/renderer/page-types';
import type { RatsinfoUserDisplay } from './ratsinfo-atoms';

export interface RatsinfoLoginProps extends StaffLoginView {
  layoutData: LayoutData;
}

export interface RatsinfoContentProps {
  view: 'start' | 'meetings' | 'meeting' | 'reports' | 'password';
  layoutData: LayoutData;
  path: string;
  title: string;
  breadcrumbs: Breadcrumb[];
  user: RatsinfoUserDisplay;
  mustChangePassword: boolean;
  meetings: Sitzung[];
  meeting: Sitzung | null;
  reports: Bericht[];
  /** A list that could not be loaded is empty, and the page says so. */
  failed: boolean;
  /** Personal subscription address of the meeting calendar, where the store offers one. */
  calendarUrl: string | null;
  /** The meetings page after "Kalenderadresse erneuern": renewed, failed, or neither. */
  calendarRenewal: 'erneuert' | 'fehler' | null;
  /** The password page after a change posted without JavaScript: its errors (`?fehler=`) or success (`?geaendert=1`). */
  passwordErrors: FormErrors | null;
  passwordChanged: boolean;
}

export type RatsinfoPageProps = RatsinfoLoginProps | RatsinfoContentProps;
