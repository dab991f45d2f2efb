// Spec section 9, phone filter: removes everything except plus and digits; +49 becomes 0.

/** '+49 7655 9310-0' -> '0765593100'; '07655 / 9310-35' -> '07655931035'. */
export function filterTelefon(value: string | null | undefined): string {
  if (!value) return '';
  const kept = value.replace(/[^+\d]/g, '');
  return kept.startsWith('+49') ? '0' + kept.slice(3) : kept;
}

/** A `tel:` link for a displayed phone number, or null when no digits are left. */
export function telefonHref(value: string | null | undefined): string | null {
  const number = filterTelefon(value);
  return /\d/.test(number) ? `tel:${number}` : null;
}
