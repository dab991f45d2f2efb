// Rules of a new staff password (Ratsinfo today), with German messages per field (GOV.UK error summary). Each
// problem has a code: a change without JavaScript carries the codes back in `?fehler=`.
export const MIN_PASSWORD_LENGTH = 12;

export interface PasswordChangeInput {
  aktuell: string;
  neu: string;
  wiederholung: string;
}

export type PasswordField = keyof PasswordChangeInput;
export type PasswordChangeResult = 'geaendert' | 'falsches-passwort';
export type FieldErrors = Partial<Record<PasswordField, string>>;

export const PASSWORD_ERRORS = {
  'aktuell-fehlt': { field: 'aktuell', message: 'Bitte geben Sie Ihr aktuelles Passwort ein.' },
  'aktuell-falsch': { field: 'aktuell', message: 'Das aktuelle Passwort ist nicht richtig.' },
  'neu-fehlt': { field: 'neu', message: 'Bitte geben Sie ein neues Passwort ein.' },
  'neu-zu-kurz': {
    field: 'neu',
    message: `Das neue Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
  },
  'neu-zu-lang': { field: 'neu', message: 'Das neue Passwort darf höchstens 200 Zeichen lang sein.' },
  'neu-wie-aktuell': { field: 'neu', message: 'Das neue Passwort muss sich vom aktuellen unterscheiden.' },
  'wiederholung-fehlt': { field: 'wiederholung', message: 'Bitte wiederholen Sie das neue Passwort.' },
  'wiederholung-abweichend': { field: 'wiederholung', message: 'Die beiden neuen Passwörter stimmen nicht überein.' },
  'nicht-geaendert': {
    field: null,
    message: 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es später erneut.',
  },
  /** The login's limit: at most 10 wrong current passwords per account and per address in 15 minutes. */
  gesperrt: {
    field: null,
    message:
      'Zu viele Versuche mit einem falschen aktuellen Passwort. Die Passwortänderung ist für bis zu 15 Minuten gesperrt; bitte versuchen Sie es danach erneut.',
  },
  ausgelastet: {
    field: null,
    message:
      'Gerade werden sehr viele Passwörter gleichzeitig geprüft. Bitte versuchen Sie es in einigen Sekunden erneut.',
  },
} as const satisfies Record<string, { field: PasswordField | null; message: string }>;

export type PasswordErrorCode = keyof typeof PASSWORD_ERRORS;

export function passwordChangeProblems({ aktuell, neu, wiederholung }: PasswordChangeInput): PasswordErrorCode[] {
  const codes: PasswordErrorCode[] = [];
  if (!aktuell) codes.push('aktuell-fehlt');
  if (!neu) codes.push('neu-fehlt');
  else if ([...neu].length < MIN_PASSWORD_LENGTH) codes.push('neu-zu-kurz');
  else if ([...neu].length > 200) codes.push('neu-zu-lang');
  else if (aktuell && neu === aktuell) codes.push('neu-wie-aktuell');
  if (!wiederholung) codes.push('wiederholung-fehlt');
  else if (neu && wiederholung !== neu) codes.push('wiederholung-abweichend');
  return codes;
}

/** The field messages of these codes (codes without a field are left out). */
export function passwordFieldErrors(codes: readonly PasswordErrorCode[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const code of codes) {
    const { field, message } = PASSWORD_ERRORS[code];
    if (field) errors[field] = message;
  }
  return errors;
}

export function checkPasswordChange(input: PasswordChangeInput): FieldErrors {
  return passwordFieldErrors(passwordChangeProblems(input));
}
