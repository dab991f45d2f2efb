import { readAudit } from '@/lib/redaktion/store/audit';
import type { AuditEintrag } from '@/lib/redaktion/shared/types';
import { AuditLog } from '@/renderer/redaktion/audit/AuditLog';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';

// The audit log (admins; other roles get the store's German refusal as a 403 page).
export const getServerSideProps = redaktionPageProps<{ eintraege: AuditEintrag[]; weitere: boolean }>(
  async ({ db, actor, context }) => {
    const vor = Number(context.query.vor);
    return { props: await readAudit(db, actor, Number.isSafeInteger(vor) && vor > 0 ? { vor } : {}) };
  },
);

export default redaktionPage('Protokoll', AuditLog);
