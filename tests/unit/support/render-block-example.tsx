// Renders a block's example as the page pipeline does: its rich text sanitised, its data example reshaped as the
// block's data schema reads it (or none), on a page of its own, on the server.
import { blockMeta } from '@/codegen/out/block-meta';
import { blockComponents } from '@/codegen/out/registry';
import { reshapeAnswer } from '@/lib/validation/reshape-answer';
import type { BlockExamples, ExampleCase } from '@/renderer/examples/block-examples';
import { sanitizeAtPaths } from '@/renderer/sanitize-html';
import { preloadDynamic, renderWithRouter } from './render-with-router';

export async function renderBlockExample(
  template: string,
  examples: BlockExamples,
  { content, data }: ExampleCase,
): Promise<string> {
  const meta = blockMeta[template]!;
  const options = examples.valid[content];
  const Component = blockComponents[template as keyof typeof blockComponents] as unknown as React.ComponentType<{
    content: unknown;
    data: unknown;
    page: object;
  }>;
  await preloadDynamic(Component);
  const answer = data === null ? null : reshapeAnswer(meta.data!.validate, examples.data![data]).value;
  return renderWithRouter(
    <Component
      content={sanitizeAtPaths(options, meta.htmlPaths)}
      data={answer}
      page={{ path: '/de/beispiel', query: {}, pagination: null }}
    />,
  );
}
