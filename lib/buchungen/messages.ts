// The German texts around the booking forms: alerts after a submit and the cancellation pages.
// Where the specification gives a text (section 8), it is reproduced exactly; the others follow
// its tone. Field messages are in the forms' schemas, rule messages in lib/forms/rule-messages.ts.

export const ALERTS = {
  success: {
    title: 'Vielen Dank für Ihre Anfrage',
    text: 'Ihre Anfrage ist bei uns eingegangen. Sie erhalten in Kürze eine Bestätigung per E-Mail.',
  },
  conflict: {
    title: 'Ihr gewünschter Reservierungszeitraum ist bereits belegt',
    text: 'Leider ist Ihr gewünschter Reservierungszeitraum bereits belegt. Bitte überprüfen Sie den Verfügbarkeitskalender und wählen Sie ein anderes Datum',
  },
  raumConflict: {
    title: 'Ihr gewünschter Reservierungstag ist bereits belegt',
    text: 'Leider ist Ihr gewünschter Reservierungstag bereits belegt. Bitte überprüfen Sie den Verfügbarkeitskalender und wählen Sie ein anderes Datum',
  },
  failure: {
    title: 'Leider ist ein Fehler aufgetreten',
    text: 'Wir werden versuchen den Fehler schnellstmöglich zu beheben. Probieren Sie es später erneut',
  },
  tooMany: {
    title: 'Zu viele Anfragen',
    text: 'Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  backToForm: 'Zurück zum Formular',
  errorSummary: 'Es gibt ein Problem',
} as const;

export const CANCEL_TEXTS = {
  rad: {
    question: 'Möchten Sie Ihre Leihanfrage wirklich stornieren?',
    button: 'Leihanfrage stornieren',
    successTitle: 'Leihanfrage storniert',
    successText: 'Ihre Leihanfrage wurde storniert. Sie erhalten in Kürze eine Bestätigung per E-Mail.',
    failureTitle: 'Leihanfrage konnte nicht storniert werden',
  },
  raum: {
    question: 'Möchten Sie Ihre Reservierung wirklich stornieren?',
    button: 'Reservierung stornieren',
    successTitle: 'Reservierung storniert',
    successText: 'Ihre Reservierung wurde storniert. Sie erhalten in Kürze eine Bestätigung per E-Mail.',
    failureTitle: 'Ihre Reservierung konnte nicht storniert werden',
  },
  /** The contact-by-mail hint after a failed cancellation; the address follows it as a link. */
  failureHint: 'Bitte wenden Sie sich per E-Mail an uns:',
  missingUuid:
    'Der Link zur Stornierung ist unvollständig. Bitte verwenden Sie den Link aus Ihrer Bestätigungs-E-Mail.',
  /** Where the request stands (embedded mode: the Redaktion's booking desk decides), above the question. */
  state: {
    pending: 'Ihre Anfrage ist eingegangen und wird noch bearbeitet.',
    accepted: 'Ihre Anfrage ist angenommen: Die Reservierung ist verbindlich.',
    declined: 'Ihre Anfrage wurde abgelehnt. Eine Stornierung ist nicht nötig.',
    storniert: 'Diese Anfrage ist bereits storniert.',
  },
  stateTitle: 'Stand Ihrer Anfrage',
  message: 'Nachricht der Gemeinde:',
} as const;
