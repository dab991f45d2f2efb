// The Redaktion's controls work only with their script (its buttons post JSON, its fields are React state). Until the
// page has hydrated they are disabled, as the browser shows and announces: an editor on a slow line cannot type into a
// field whose text React would not see, or press a button that does nothing yet.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '@/renderer/client/use-hydrated';
import styles from './RedaktionFrame.module.css';

export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLFieldSetElement>(null);
  // False on the server and while hydrating; React renders again with true right after.
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    // Enabled at once, not only with that render: effects below may post a form on mount (the preview), and a
    // disabled field is not sent. Layout effects all run before any such effect.
    if (ref.current) ref.current.disabled = false;
  }, []);
  // A fieldset disables every control inside it; it takes no box of its own (display: contents).
  return (
    <fieldset ref={ref} disabled={!hydrated} className={styles.controls}>
      {children}
    </fieldset>
  );
}
