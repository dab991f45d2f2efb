// Rules of a new council password, with German messages per field (GOV.UK error summary).
export const MIN_PASSWORD_LENGTH = 12;

export interface PasswordChangeInput {
  aktuell: string;
  neu: string;
  wiederholung: string;
}

export type PasswordField = keyof PasswordChangeInput;
export type FieldErrors = Partial<Record<PasswordField, string>>;

export function checkPasswordChange({ aktuell, neu, wiederholung }: PasswordChangeInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!aktuell) errors.aktuell = 'Bitte geben Sie Ihr aktuelles Passwort ein.';
  if (!neu) errors.neu = 'Bitte geben Sie ein neues Passwort ein.';
  else if ([...neu].length < MIN_PASSWORD_LENGTH) errors.neu = `Das neue Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`;
  else if ([...neu].length > 200) errors.neu = 'Das neue Passwort darf höchstens 200 Zeichen lang sein.';
  else if (aktuell && neu === aktuell) errors.neu = 'Das neue Passwort muss sich vom aktuellen unterscheiden.';
  if (!wiederholung) errors.wiederholung = 'Bitte wiederholen Sie das neue Passwort.';
  else if (neu && wiederholung !== neu) errors.wiederholung = 'Die beiden neuen Passwörter stimmen nicht überein.';
  return errors;
}
