// The German texts around every form of /api/formulare that are not the form's own (those are in
// schemas/forms/<name>/ui.json).
/** Heading of the rate-limit message; its text comes from the server and says when to try again. */
export const TOO_MANY_TITLE = 'Zu viele Anfragen';
export const HONEYPOT_LABEL = 'Bitte lassen Sie dieses Feld leer.';
