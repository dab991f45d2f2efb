// Every German text of the booking and form flows. Where the specification gives a text
// (sections 5 and 8), it is reproduced exactly; the others follow its tone.

export const FIELD_MESSAGES = {
  name: 'Bitte geben Sie Ihren Namen an.',
  strasse: 'Bitte geben Sie Ihre Straße ein.',
  hausnummer: 'Bitte geben Sie Ihre Hausnummer ein.',
  ort: 'Bitte geben Sie Ihren Wohnort ein.',
  telefon: 'Bitte geben Sie Ihre Telefonnummer an.',
  plz: 'Bitte geben Sie Ihre Postleitzahl ein.',
  plzNumeric: 'Bitte geben Sie eine korrekte Postleitzahl ein.',
  email: 'Bitte geben Sie Ihre E-Mail Adresse an.',
  datenschutz: 'Bitte stimmen Sie der Datenschutzerklärung zu.',
  nutzungsbestimmungen: 'Bitte akzeptieren Sie die Nutzungsbestimmungen.',
  geburtsdatum: 'Bitte geben Sie Ihren Geburtstag ein.',
  futureDate: 'Bitte wählen Sie ein Termin in der Zukunft aus',
  zeitVon: 'Bitte wählen Sie eine Abholzeit aus.',
  zeitBis: 'Bitte wählen Sie eine Rückgabezeit aus.',
  datumBis: 'Bitte wählen Sie ein Rückgabedatum aus.',
  returnBeforePickup: 'Die Rückgabe darf nicht vor der Abholung liegen.',
  returnNextDay: 'Bei einer Abholung ab 16:00 Uhr ist die Rückgabe frühestens am nächsten Tag möglich.',
  sameDayReturnTime: 'Bei einer Rückgabe am Abholtag ist die Rückgabe frühestens um 11:00 Uhr möglich.',
  tooFarAhead: 'Anfragen sind höchstens ein Jahr im Voraus möglich.',
  anzahl: 'Bitte wählen Sie die Anzahl der E-Bikes (1 bis 4).',
  groesse: (n: number) => `Bitte geben Sie die Größe des E-Bikes ${n} an.`,
  groesseTwice: 'Dieselbe Größe kann höchstens zweimal gewählt werden.',
  pickupWeekend: 'Keine Abholung am Wochenende möglich. Bitte wählen Sie einen anderen Tag.',
  returnWeekend: 'Keine Rückgabe am Wochenende möglich. Bitte wählen Sie einen anderen Tag.',
  maxDuration: (days: number) => `Die Leihdauer darf ${days} Tage nicht überschreiten`,
  veranstalter: 'Bitte wählen Sie den Veranstalter aus.',
  nameVeranstalter: 'Bitte geben Sie den Namen des Veranstalters an.',
  veranstaltung: 'Bitte geben Sie die Art der Veranstaltung an.',
  raum: 'Bitte wählen Sie einen Raum aus.',
  invalid: 'Bitte überprüfen Sie Ihre Eingabe.',
} as const;

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
} as const;
