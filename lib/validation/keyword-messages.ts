// The names and German messages of the forms' own ajv keywords (lib/validation/ajv-keywords.ts), apart
// from their code: the browser reads the messages and must not load ajv's compiler to get them.

/** Annotation: the German message of a field, one text or one per ajv keyword. */
export const MESSAGE_KEYWORD = 'x-fehlermeldung';

export const XOR_KEYWORD = 'xor';
export const XOR_MESSAGE = 'Bitte füllen Sie genau eines der beiden Felder aus.';

export const PLAIN_TEXT_KEYWORD = 'plainText';
export const PLAIN_TEXT_MESSAGE = 'Ihre Eingabe enthält unzulässige Zeichen. Bitte entfernen Sie diese.';
