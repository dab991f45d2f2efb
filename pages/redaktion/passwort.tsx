import { passwordErrorsFromQuery } from '@/lib/session/error-query';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { PasswordView, type PasswordViewProps } from '@/renderer/redaktion/password/PasswordView';

// Every account changes its own password here (a change posted without JavaScript comes back with ?fehler= or
// ?geaendert=1).
export const getServerSideProps = redaktionPageProps<PasswordViewProps>(async ({ context }) => {
  const changed = context.query.geaendert === '1';
  return { props: { changed, passwordErrors: changed ? null : passwordErrorsFromQuery(context.query) } };
});

export default redaktionPage('Passwort ändern', PasswordView);
