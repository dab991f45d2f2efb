import type { ReactElement } from 'react';
import type { IconName } from './icon-paths';

export type { IconName } from './icon-paths';

/** The id of an icon's drawing in the page's sprite (IconSprite.tsx). */
export const iconSymbolId = (name: IconName) => `icon-${name}`;

/**
 * One icon of the site's set (icon-paths.tsx): stroke, colour (`currentColor`) and size are set here and inherited by
 * the drawing, which the page's sprite holds; decorative by default.
 */
export interface IconProps {
  name: IconName;
  /** Rendered width and height in px. */
  size?: number;
  className?: string;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

export function Icon({ name, size = 24, className, title }: IconProps): ReactElement {
  const a11y = title
    ? { role: 'img' as const, 'aria-label': title }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...a11y}
    >
      {title ? <title>{title}</title> : null}
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
