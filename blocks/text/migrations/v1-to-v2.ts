// Version 1's heading was a string, always shown as h2; version 2 lets editors choose its level. An empty heading
// was never shown and is left out. A heading already in the new shape (a block written without a version by an
// upstream CMS, a seed file or another release's editor) passes unchanged: the migration detects the shape.
import type { TextblockV1, TextblockV2 } from '@/codegen/out/shape-version-types';

export default function migrate(old: TextblockV1 | TextblockV2): TextblockV2 {
  if (typeof old.titel !== 'string') return old as TextblockV2;
  const { titel, ...rest } = old;
  return titel ? { ...rest, titel: { text: titel, ebene: 2 } } : rest;
}
