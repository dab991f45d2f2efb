// A page the CMS could not give us in a usable form (its envelope is no page). Thrown, not answered as notFound:
// during a background regeneration Next then keeps serving the page it has, so one broken answer of the CMS (or a
// webhook that arrives during one) no longer replaces a published page with a 404. Without a kept page the visitor
// gets the 404 page, as the specification says of a failed page validation (the error page shows the 404 texts and
// answers with the error's status); the cause was reported where it was found.
export class UnservablePageError extends Error {
  readonly statusCode = 404;

  constructor(readonly path: string) {
    super(`Die Seite ${path} ist vom CMS nicht in gültiger Form gekommen`);
    this.name = 'UnservablePageError';
  }
}
