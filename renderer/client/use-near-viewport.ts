// Defers work for a part of the page the visitor has not come near yet.
import { useEffect, useState, type RefObject } from 'react';

/** The visitor's first scroll, key or touch: from then on the part is loaded whatever its position. */
const FIRST_SIGNS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

/** Set on <html> when a key or touch woke React (public/scripts-after-paint.js): that was the first sign. */
const ALREADY_ACTIVE = 'data-besucher-aktiv';

/**
 * True once the element is within `marginPx` of the viewport, or once the visitor scrolls, types or
 * touches anything (keyboard users reach the part by Tab, which need not scroll first). Stays true.
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const wake = () => setNear(true);
    if (document.documentElement.hasAttribute(ALREADY_ACTIVE)) return wake();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: `${marginPx}px 0px`,
    });
    observer.observe(element);
    for (const type of FIRST_SIGNS) window.addEventListener(type, wake, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of FIRST_SIGNS) window.removeEventListener(type, wake);
    };
  }, [ref, marginPx, near]);
  return near;
}
