// A page with a form loads that form's code only (codegen/out/form-<name>.ts, renderer/forms/use-form-code.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_NAMES } from '@/codegen/out/form-names';
import { loadForm } from '@/codegen/out/form-loaders';
import { forms } from '@/codegen/out/forms';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const OUT = path.join(PROJECT_ROOT, 'codegen/out');

describe('one module per form', () => {
  it.each(FORM_NAMES)('%s: its validator module holds its own schema, no other form and no block', (name) => {
    const code = readFileSync(path.join(OUT, `form-${name}.validator.js`), 'utf8');
    const exported = [...code.matchAll(/exports\.(validate_\w+)\s*=/g)].map((m) => m[1]);
    expect(exported).toEqual([`validate_${name.replace(/-/g, '_')}`]);
    for (const other of FORM_NAMES.filter((n) => n !== name)) expect(code).not.toContain(`"$id":"${other}"`);
    expect(code).not.toContain('"$id":"hero-slider"');
  });

  it.each(FORM_NAMES)('%s: its module imports its own schema and ui.json, and no other form', (name) => {
    const code = readFileSync(path.join(OUT, `form-${name}.ts`), 'utf8');
    const json = [...code.matchAll(/from '([^']+\.json)'/g)].map((m) => m[1]);
    expect(json).toEqual([`../../schemas/forms/${name}/schema.json`, `../../schemas/forms/${name}/ui.json`]);
  });

  it("form-names.ts, which the formular block brings to every page with a form, imports no form's files", () => {
    const code = readFileSync(path.join(OUT, 'form-names.ts'), 'utf8');
    expect(code).not.toMatch(/^import (?!type ).*$/m);
  });

  it.each(FORM_NAMES)('%s: the loader brings the same definition the API validates with', async (name) => {
    const loaded = await loadForm[name]();
    expect(loaded).toBe(forms[name]);
    expect(loaded.validate({})).toBe(false);
  });
});
