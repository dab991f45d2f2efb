// The lint rule that keeps lib/'s imports along its layers (scripts/eslint-rules/lib-layers.mjs).
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYERS, libLayers, roomOf } from '../../../../scripts/eslint-rules/lib-layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const inLib = (file: string) => path.join(process.cwd(), 'lib', file);

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('lib-layers', libLayers, {
  valid: [
    // down the layers, within a room, within a layer, and a domain reaching a configured service
    { code: "import { x } from '@/lib/db/database';", filename: inLib('redaktion/store/pages.ts') },
    { code: "import { x } from './published';", filename: inLib('redaktion/store/pages.ts') },
    { code: "import { x } from '@/lib/http/fetch-json';", filename: inLib('services/cms/http-cms.ts') },
    { code: "import { x } from '@/lib/forms/form-definition';", filename: inLib('redaktion/store/eingang.ts') },
    { code: "import { getIntranetService } from '@/lib/wiring/intranet';", filename: inLib('intranet/routes.ts') },
    { code: "import { x } from '@/lib/redaktion/embedded/embedded-cms';", filename: inLib('wiring/cms.ts') },
    { code: "import { x } from '../config';", filename: inLib('db/index.ts') },
    // outside lib/ the rule has nothing to say
    { code: "import { x } from '@/lib/redaktion/store/pages';", filename: path.join(process.cwd(), 'pages/a.ts') },
  ],
  invalid: [
    {
      code: "import { x } from '@/lib/redaktion/store/published';",
      filename: inLib('services/cms/embedded.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "export { x } from '../redaktion/shared/types';",
      filename: inLib('db/index.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "const m = import('@/lib/wiring/cms');",
      filename: inLib('services/search/http-search.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "import { start } from '@/lib/instance/start-instance';",
      filename: inLib('redaktion/store/scheduler.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "import { x } from '@/lib/neuer-raum/x';",
      filename: inLib('redaktion/store/x.ts'),
      errors: [{ messageId: 'unknown' }],
    },
  ],
});

describe('the layer table', () => {
  it('names every room of lib/ exactly once', async () => {
    const { readdirSync } = await import('node:fs');
    const rooms = readdirSync(path.join(process.cwd(), 'lib')).map(roomOf).sort();
    const listed = Object.values(LAYERS).flat().sort();
    expect(listed).toEqual([...new Set(listed)]);
    expect(listed).toEqual(rooms);
  });
});
