// Every block folder documents named examples (GOV.UK's way): blocks/<template>/examples.json holds valid
// and invalid content and, for a block with a data.schema.json, named answers of its context call as the
// CMS sends them; `slotName` and `pageLayout` say where the block stands on a page (default: main of the
// default layout). The unit tests and the example pages (browser tests with axe) render every valid
// content example with every data example, and without data (the call failed or there is none).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Seite } from '@/codegen/out/types';

export interface BlockExamples {
  slotName?: Seite['content'][number]['slotName'];
  pageLayout?: Seite['pageLayout'];
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
  data?: Record<string, unknown>;
}

export interface ExampleCase {
  /** Name of a valid content example. */
  content: string;
  /** Name of a data example; null renders the block without data. */
  data: string | null;
}

export function readBlockExamples(root: string, template: string): BlockExamples | null {
  const file = path.join(root, 'blocks', template, 'examples.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BlockExamples) : null;
}

/** Every valid content example with every data example, and with none. */
export function exampleCases(examples: BlockExamples): ExampleCase[] {
  const data = [null, ...Object.keys(examples.data ?? {})];
  return Object.keys(examples.valid).flatMap((content) => data.map((d) => ({ content, data: d })));
}
