// Spec section 2, "Error page": the exact texts.
export const ERROR_TEXTS = {
  notFoundTitle: '404 - Seite nicht gefunden',
  notFoundText:
    'Die aufgerufene Seite gibt es leider nicht oder nicht mehr. Vielleicht hat sich die Adresse geändert oder sie wurde nicht ganz richtig eingegeben.',
  notFoundMailIntro: 'Sind Sie über einen veralteten Link zu uns gekommen? Dann freuen wir uns über einen Hinweis:',
  notFoundMailLink: 'Veralteten Link per E-Mail melden',
  errorTitle: 'Leider ist ein Fehler aufgetreten',
  errorText: 'Unser Team wurde bereits informiert und kümmert sich darum. Bitte versuchen Sie es später noch einmal.',
  backHome: 'Zurück zur Startseite',
  fallback: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten.',
  breadcrumb: (status: number) => `Fehler - ${status}`,
  // A page withdrawn with a public note in the Redaktion (410).
  withdrawnTitle: '410 - Seite nicht mehr verfügbar',
  withdrawnOn: (datum: string) => `Diese Seite wurde am ${datum} aus dem Angebot genommen.`,
  withdrawnSuggestion: 'Vielleicht hilft Ihnen:',
} as const;
