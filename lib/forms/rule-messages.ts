// The German messages of the rules that span fields or depend on the date (lib/forms/rules/).
// Where the specification gives a text (section 5), it is reproduced exactly; the others follow
// its tone. Every other message is in its form's schema (x-fehlermeldung).
export const RULE_MESSAGES = {
  futureDate: 'Bitte wählen Sie ein Termin in der Zukunft aus',
  tooFarAhead: 'Anfragen sind höchstens ein Jahr im Voraus möglich.',
  geburtsdatum: 'Bitte geben Sie Ihren Geburtstag ein.',
  returnBeforePickup: 'Die Rückgabe darf nicht vor der Abholung liegen.',
  returnNextDay: 'Bei einer Abholung ab 16:00 Uhr ist die Rückgabe frühestens am nächsten Tag möglich.',
  sameDayReturnTime: 'Bei einer Rückgabe am Abholtag ist die Rückgabe frühestens um 11:00 Uhr möglich.',
  groesse: (n: number) => `Bitte geben Sie die Größe des E-Bikes ${n} an.`,
  groesseTwice: 'Dieselbe Größe kann höchstens zweimal gewählt werden.',
  pickupWeekend: 'Keine Abholung am Wochenende möglich. Bitte wählen Sie einen anderen Tag.',
  returnWeekend: 'Keine Rückgabe am Wochenende möglich. Bitte wählen Sie einen anderen Tag.',
  maxDuration: (days: number) => `Die Leihdauer darf ${days} Tage nicht überschreiten`,
  nameVeranstalter: 'Bitte geben Sie den Namen des Veranstalters an.',
  notInFuture: 'Bitte geben Sie ein Datum an, das nicht in der Zukunft liegt.',
  emailForFeedback: 'Bitte geben Sie Ihre E-Mail Adresse an, damit wir Ihnen Bescheid geben können.',
  endBeforeStart: 'Der letzte Tag darf nicht vor dem ersten Tag liegen.',
  endTimeBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  alternativeSameDay: 'Der Ausweichtermin muss ein anderer Tag als der Wunschtermin sein.',
} as const;
