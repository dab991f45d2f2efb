// The Redaktion's own password change: the council's form (the same rules and German messages), posted to the
// Redaktion's route; it works without JavaScript too (the route answers a plain post with 303 back here).
import type { FormErrors } from '@/lib/session/error-query';
import { PasswordChangeForm } from '@/renderer/ratsinfo/PasswordChangeForm';
import { REDAKTION_PASSWORD_PATH, REDAKTION_PATH } from '@/lib/redaktion/shared/paths';
import { REDAKTION_ADDRESSES } from '@/renderer/redaktion/api-client';

export interface PasswordViewProps {
  passwordErrors: FormErrors | null;
  changed: boolean;
}

export function PasswordView({ passwordErrors, changed }: PasswordViewProps) {
  return (
    <>
      <h1>Passwort ändern</h1>
      <PasswordChangeForm
        initialErrors={passwordErrors}
        changed={changed}
        // The Redaktion's frame keeps its title; the error summary is focused and announced.
        onErrorsChange={() => undefined}
        apiPath={REDAKTION_ADDRESSES.passwort}
        pagePath={REDAKTION_PASSWORD_PATH}
        next={{ href: REDAKTION_PATH, label: 'Zurück zu den Seiten' }}
      />
    </>
  );
}
