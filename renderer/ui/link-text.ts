/** Spec section 2, portal page: default link text. */
export const DEFAULT_LINK_TEXT = 'Mehr Erfahren';
