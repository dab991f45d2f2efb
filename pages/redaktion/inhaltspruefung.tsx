import type { Inhaltsbericht } from '@/lib/redaktion/shared/content-report';
import { readContentReport } from '@/lib/redaktion/store/content-report';
import { ContentReport } from '@/renderer/redaktion/content-check/ContentReport';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';

// The Inhaltsprüfung (admins; other roles get the store's German refusal as a 403 page).
export const getServerSideProps = redaktionPageProps<{ bericht: Inhaltsbericht }>(async ({ db, actor }) => ({
  props: { bericht: await readContentReport(db, actor) },
}));

export default redaktionPage('Inhaltsprüfung', ContentReport);
