import { formatUhrzeit } from '@/lib/format/datum';
import { ENTWURFSLINK_TEXTE } from '@/lib/redaktion/shared/share-links';
import { ErrorView } from '@/renderer/error/ErrorView';
import type { LayoutData } from '@/renderer/load-layout';
import type { SharedDraftProblem } from './shared-draft-props';

const MELDUNGEN: Record<SharedDraftProblem, (bis?: string) => { titel: string; text: string }> = {
  abgelaufen: () => ({ titel: ENTWURFSLINK_TEXTE.abgelaufenTitel, text: ENTWURFSLINK_TEXTE.abgelaufen }),
  widerrufen: () => ({ titel: ENTWURFSLINK_TEXTE.widerrufenTitel, text: ENTWURFSLINK_TEXTE.widerrufen }),
  unbekannt: () => ({ titel: ENTWURFSLINK_TEXTE.unbekanntTitel, text: ENTWURFSLINK_TEXTE.unbekannt }),
  gesperrt: (bis) => ({
    titel: ENTWURFSLINK_TEXTE.gesperrtTitel,
    text: `Von Ihrem Anschluss kamen zu viele ungültige Links. Bitte versuchen Sie es ab ${bis ? formatUhrzeit(bis) : 'später'} Uhr erneut.`,
  }),
  'nicht-erreichbar': () => ({
    titel: ENTWURFSLINK_TEXTE.nichtErreichbarTitel,
    text: ENTWURFSLINK_TEXTE.nichtErreichbar,
  }),
};

/** Why a shared draft's link shows no draft: the site's error page with the reason (its status set by the props). */
export function SharedDraftProblemView({
  problem,
  status,
  layoutData,
  bis,
}: {
  problem: SharedDraftProblem;
  status: number;
  layoutData: LayoutData;
  bis?: string;
}) {
  return <ErrorView statusCode={status} layoutData={layoutData} meldung={MELDUNGEN[problem](bis)} />;
}
