// Version 1 kept a link's target and its text in two loose fields; version 2 groups them as one `verweis`, so the
// editor shows them together and a text cannot stand without its target. A text without a target was never shown
// (the component needs the target) and has nowhere to go: it is left out.
import type { BildTextV1, BildTextV2 } from '@/codegen/out/block-version-types';

export default function migrate({ link, linktext, ...rest }: BildTextV1): BildTextV2 {
  return link ? { ...rest, verweis: { ziel: link, ...(linktext ? { text: linktext } : {}) } } : rest;
}
