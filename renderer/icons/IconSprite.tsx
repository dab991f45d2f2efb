// Every icon's drawing, once per page: a symbol each, in a hidden SVG at the start of the body (pages/_document.tsx,
// rendered on the server only). Icons refer to them (Icon.tsx): the drawings cost no script and no hydration, and the
// icons of parts rendered later in the browser (the open menu, a page reached by client-side navigation) find them in
// the same document.
import { ICON_NAMES, ICONS } from './icon-paths';
import { iconSymbolId } from './Icon';

export function IconSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style={SPRITE_STYLE}>
      {ICON_NAMES.map((name) => (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
          {ICONS[name]}
        </symbol>
      ))}
    </svg>
  );
}

// Out of sight and layout, but rendered: symbols in an SVG with display: none can lose parts of their drawing.
const SPRITE_STYLE = { position: 'absolute', width: 0, height: 0, overflow: 'hidden' } as const;
