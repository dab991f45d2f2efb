/** Thrown by a staff system's service when its store rejects the token (401/403): the session is over. */
export class SessionRejected extends Error {
  constructor() {
    super('Sitzung abgelehnt');
    this.name = 'SessionRejected';
  }
}
