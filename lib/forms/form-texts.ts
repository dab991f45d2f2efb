// The German texts around each of the other forms: default heading, submit button, the
// thank-you message and the button that starts another submission. Kept apart from the
// schemas so a content page's server-rendered frame does not carry the validators.
import type { FormName } from './forms';

export interface FormTexts {
  title: string;
  submit: string;
  successTitle: string;
  successText: string;
  again: string;
}

export const FORM_TEXTS: Record<FormName, FormTexts> = {
  kontakt: {
    title: 'Kontaktformular',
    submit: 'Nachricht senden',
    successTitle: 'Vielen Dank für Ihre Nachricht',
    successText:
      'Ihre Nachricht ist bei uns eingegangen. Wir antworten Ihnen so bald wie möglich, in der Regel innerhalb von drei Arbeitstagen.',
    again: 'Weitere Nachricht senden',
  },
  schadensmeldung: {
    title: 'Schaden melden',
    submit: 'Schaden melden',
    successTitle: 'Vielen Dank für Ihre Meldung',
    successText:
      'Ihre Schadensmeldung ist bei uns eingegangen. Der Bauhof prüft die Stelle und kümmert sich um die Reparatur.',
    again: 'Weiteren Schaden melden',
  },
  vereinsanmeldung: {
    title: 'Verein anmelden',
    submit: 'Anmeldung senden',
    successTitle: 'Vielen Dank für Ihre Anmeldung',
    successText:
      'Wir prüfen die Angaben und nehmen Ihren Verein in das Vereinsverzeichnis auf. Sobald der Eintrag online ist, erhalten Sie eine E-Mail.',
    again: 'Weiteren Verein anmelden',
  },
  'veranstaltung-melden': {
    title: 'Veranstaltung melden',
    submit: 'Veranstaltung melden',
    successTitle: 'Vielen Dank für Ihre Meldung',
    successText:
      'Wir prüfen Ihre Veranstaltung und nehmen sie in den Veranstaltungskalender auf. Bei Rückfragen melden wir uns bei Ihnen.',
    again: 'Weitere Veranstaltung melden',
  },
  fuehrungsanfrage: {
    title: 'Führung anfragen',
    submit: 'Anfrage senden',
    successTitle: 'Vielen Dank für Ihre Anfrage',
    successText:
      'Ihre Anfrage ist bei uns eingegangen. Die Tourist-Information meldet sich mit einem Angebot und der Bestätigung des Termins per E-Mail bei Ihnen.',
    again: 'Weitere Anfrage senden',
  },
};

/** Heading of the rate-limit message; its text comes from the server and says when to try again. */
export const TOO_MANY_TITLE = 'Zu viele Anfragen';
export const HONEYPOT_LABEL = 'Bitte lassen Sie dieses Feld leer.';
