/**
 * Spec section 8: the status is taken from the error, else from the response, else 500. The error's own status
 * comes first: Next has already set 500 on the response of any error thrown while rendering, also for an error that
 * knows better (a CMS answer that is no page: 404, renderer/unservable-page.ts).
 */
export function errorStatus(resStatus: number | undefined, err: { statusCode?: number } | null | undefined): number {
  const fromError = err?.statusCode;
  if (fromError && fromError >= 400 && fromError < 600) return fromError;
  return resStatus && resStatus >= 400 ? resStatus : 500;
}
