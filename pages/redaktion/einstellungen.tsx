import { readSettings } from '@/lib/redaktion/store/settings';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import type { RedaktionEinstellungen } from '@/lib/redaktion/shared/types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { SettingsView } from '@/renderer/redaktion/settings/SettingsView';

// The Redaktion's settings (admins; other roles get the German refusal as a 403 page).
export const getServerSideProps = redaktionPageProps<{ einstellungen: RedaktionEinstellungen }>(
  async ({ db, actor }) => {
    requirePermission(actor, 'einstellungen_aendern');
    return { props: { einstellungen: await readSettings(db) } };
  },
);

export default redaktionPage('Einstellungen', SettingsView);
