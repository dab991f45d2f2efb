// The Redaktion's own addresses, for the server and the browser alike.
export const REDAKTION_PATH = '/redaktion';
export const REDAKTION_PASSWORD_PATH = '/redaktion/passwort';
