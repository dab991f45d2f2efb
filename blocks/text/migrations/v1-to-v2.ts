// Version 1's heading was a string, always shown as h2; version 2 lets editors choose its level. An empty heading
// was never shown and is left out.
import type { TextblockV1, TextblockV2 } from '@/codegen/out/block-version-types';

export default function migrate({ titel, ...rest }: TextblockV1): TextblockV2 {
  return titel ? { ...rest, titel: { text: titel, ebene: 2 } } : rest;
}
