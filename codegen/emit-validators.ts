// Precompiled ajv validators (standalone CommonJS: no eval at run time, fast start).
import standaloneCode from 'ajv/dist/standalone';
import { createAjv } from '../lib/validation/configure-ajv';
import type { SchemaFile } from './collect';
import { GENERATED_BANNER } from './banner';

export function exportName(id: string): string {
  return 'validate_' + id.replace(/[^A-Za-z0-9]/g, '_');
}

/**
 * The validators of `exported`, compiled with every schema of `files` known (for their $refs). A module of its own for
 * a part (the forms) keeps a browser that validates one form from loading the code of every block.
 */
export function emitValidators(files: SchemaFile[], exported: SchemaFile[] = files): { js: string; dts: string } {
  const ajv = createAjv({ code: { source: true } });
  for (const f of files) ajv.addSchema(f.schema);
  const refs = Object.fromEntries(exported.map((f) => [exportName(f.id), f.id]));
  const js = `${GENERATED_BANNER.replace('//', '/*')} */\n${standaloneCode(ajv, refs)}\n`;
  const dts = `${GENERATED_BANNER}
import type { ValidateFunction } from 'ajv';

${exported.map((f) => `/** ${f.file} */\nexport declare const ${exportName(f.id)}: ValidateFunction;`).join('\n')}
`;
  return { js, dts };
}
