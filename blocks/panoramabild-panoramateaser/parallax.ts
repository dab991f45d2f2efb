// Spec section 9: parallax is disabled on iPad, iPhone, iPod, Edge, IE, MS and Android clients,
// and (accessibility) for everyone who prefers reduced motion.
const NO_PARALLAX =
  /iPad|iPhone|iPod|Android|Edge\/|Edg\/|EdgA\/|EdgiOS\/|MSIE|Trident\/|IEMobile|MSAppHost|\bMS[A-Z]*\b/;

export function parallaxErlaubt(userAgent: string, reducedMotion: boolean): boolean {
  return !reducedMotion && !NO_PARALLAX.test(userAgent);
}

/** How far (px) the image moves for the section's position in the viewport; at most ±maxShift. */
export function parallaxVersatz(
  sectionTop: number,
  sectionHeight: number,
  viewportHeight: number,
  maxShift = 60,
): number {
  const centre = sectionTop + sectionHeight / 2 - viewportHeight / 2;
  const range = (viewportHeight + sectionHeight) / 2;
  const ratio = Math.max(-1, Math.min(1, centre / range));
  return Math.round(-ratio * maxShift);
}
