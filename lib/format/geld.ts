// Spec section 9: currency is euro in German format without decimals.
const EURO = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 60 -> '60 €', 1250 -> '1.250 €'; not a finite number gives ''. */
export function formatEuro(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  // Intl puts a no-break space before the sign: the amount never wraps away from it.
  return EURO.format(n);
}
