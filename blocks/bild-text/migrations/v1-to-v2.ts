// Version 1 kept a link's target and its text in two loose fields; version 2 groups them as one `verweis`, so the
// editor shows them together and a text cannot stand without its target. A text without a target was never shown
// (the component needs the target) and has nowhere to go: it is left out. Content already in the new shape (no
// loose fields) passes unchanged: the migration detects the shape.
import type { BildTextV1, BildTextV2 } from '@/codegen/out/shape-version-types';

export default function migrate(old: BildTextV1 | BildTextV2): BildTextV2 {
  if (!('link' in old) && !('linktext' in old)) return old as BildTextV2;
  const { link, linktext, ...rest } = old as BildTextV1;
  return link ? { ...rest, verweis: { ziel: link, ...(linktext ? { text: linktext } : {}) } } : rest;
}
