// A page the CMS could not give us in a usable form (its envelope is no page). Thrown, not answered as 404: during a
// background regeneration Next then keeps serving the page it has, so one broken answer of the CMS (or a webhook
// that arrives during one) no longer replaces a published page with a 404. Without a kept page the visitor gets the
// error page with the specification's texts and status 502; the cause was reported where it was found.
export class UnservablePageError extends Error {
  readonly statusCode = 502;

  constructor(readonly path: string) {
    super(`Die Seite ${path} ist vom CMS nicht in gültiger Form gekommen`);
    this.name = 'UnservablePageError';
  }
}
