/** Spec section 8: the status is taken from the error, else 500. */
export function errorStatus(resStatus: number | undefined, err: { statusCode?: number } | null | undefined): number {
  if (resStatus && resStatus >= 400) return resStatus;
  const fromError = err?.statusCode;
  return fromError && fromError >= 400 && fromError < 600 ? fromError : 500;
}
