// Spec section 9: currency is euro in German format without decimals.
// Made on first use, not when the module loads (as in kalendertag.ts): the first Intl formatter of a page costs
// the browser 12-15 ms while ICU loads its data, which landed in the task that evaluates the booking pages' code.
let euro: Intl.NumberFormat | undefined;

/** 60 -> '60 €', 1250 -> '1.250 €'; not a finite number gives ''. */
export function formatEuro(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  // Intl puts a no-break space before the sign: the amount never wraps away from it.
  euro ??= new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return euro.format(n);
}
