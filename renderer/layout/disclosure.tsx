// The site's open-and-close controls (menus and their levels, the search, the school's submenus), usable with and
// without JavaScript. Each is two controls in the server's HTML, of which one shows (renderer/styles/globals.css):
// - a <button> with aria-expanded and aria-controls, which the site script drives (renderer/client/disclosures.ts);
// - the <summary> of a <details>, which works before the script runs and without it.
// The <details> element's open state is the one truth for both: the button opens and closes it, CSS shows what it
// controls from it, and a part opened before the script ran stays open when the button takes over.
import type { ReactNode } from 'react';

interface ToggleProps {
  /** Id of the part the control opens. */
  controls: string;
  /** Class of the control (button and summary alike). */
  className?: string;
  /** Open in the server's HTML. */
  open?: boolean;
  /** Details elements of one name are open one at a time (the browser closes the others). */
  group?: string;
  /** Extra attributes of both controls (data-*). */
  marks?: Record<`data-${string}`, string | undefined>;
  id?: string;
  children: ReactNode;
}

function Button({ controls, className, open, marks, id, children }: ToggleProps) {
  return (
    <button
      type="button"
      id={id}
      className={`${className ?? ''} mit-skript`}
      aria-expanded={open ? 'true' : 'false'}
      aria-controls={controls}
      data-schalter=""
      {...marks}
    >
      {children}
    </button>
  );
}

/** A control for a part elsewhere on the page (a header panel): the details holds nothing but its summary. */
export function PanelToggle(props: ToggleProps) {
  const { className, open, group, marks, children } = props;
  return (
    <>
      <Button {...props} />
      <details className="ohne-skript" name={group} open={open} data-oeffnet={props.controls}>
        <summary className={className} {...marks}>
          {children}
        </summary>
      </details>
    </>
  );
}

/** A control with the part it opens right below it (a menu level, a submenu), in one <details>. */
export function Disclosure({
  content,
  detailsClassName,
  ...props
}: ToggleProps & { content: ReactNode; detailsClassName?: string }) {
  const { className, open, group, marks, children } = props;
  return (
    <>
      <Button {...props} />
      <details className={detailsClassName} name={group} open={open} data-oeffnet={props.controls}>
        <summary className={`${className ?? ''} ohne-skript`} {...marks}>
          {children}
        </summary>
        {content}
      </details>
    </>
  );
}
