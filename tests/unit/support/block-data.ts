// Block data as the page pipeline hands it to a block: the CMS answer, checked and reshaped at the boundary.
import { blockMeta } from '@/codegen/out/block-meta';
import type { BlockDataByTemplate, BlockTemplate } from '@/codegen/out/types';
import { reshapeAnswer } from '@/lib/validation/reshape-answer';

export function throughBoundary<T extends BlockTemplate>(template: T, answer: unknown): BlockDataByTemplate[T] | null {
  const data = blockMeta[template]?.data;
  if (!data) throw new Error(`${template} hat keine Daten (data.schema.json)`);
  return reshapeAnswer<BlockDataByTemplate[T]>(data.validate, answer).value;
}
