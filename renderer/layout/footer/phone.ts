/** Spec section 9, phone filter: only plus and digits are kept, and a +49 prefix becomes 0. */
export function phoneHref(telefon: string): string {
  const digits = telefon.replace(/[^+\d]/g, '');
  return `tel:${digits.startsWith('+49') ? `0${digits.slice(3)}` : digits}`;
}
