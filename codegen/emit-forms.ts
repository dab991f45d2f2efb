// The form registry, generated like the block registry: never a list kept by hand.
//   form-names.ts  light: the names, the two kinds and the texts around each form, written out (no ui.json: the
//                  formular block's frame, which every page with a form hydrates, needs no more)
//   form-<name>.ts schema, ui hints, precompiled validator (form-<name>.validator.js: this form's only) and rule code
//                  of one form
//   forms.ts       all of them (API routes, server, tests)
//   form-loaders.ts  one of them on demand (the browser: a page loads the code of its own form only)
import type { FormFolder } from './collect-forms';
import { exportName } from './emit-validators';
import { GENERATED_BANNER } from './banner';

const constName = (name: string) => name.replace(/-(.)/g, (_, c: string) => c.toUpperCase());
const quoted = (names: string[]) => names.map((n) => JSON.stringify(n)).join(', ');

export function emitFormNames(forms: FormFolder[]): string {
  const buchungen = forms.filter((f) => f.eingang === 'buchungen').map((f) => f.name);
  const formulare = forms.filter((f) => f.eingang === 'formulare').map((f) => f.name);
  const texts = forms
    .filter((f) => f.eingang === 'formulare')
    .map((f) => `  ${JSON.stringify(f.name)}: ${JSON.stringify(f.texts)},`)
    .join('\n');
  return `${GENERATED_BANNER}
import type { FormularTexte, Formularname } from './types';

/** Every form: its folder under schemas/forms/, route, schema $id, validator and table row. */
export const FORM_NAMES = [${quoted(forms.map((f) => f.name))}] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** The bookable things: POST /api/buchungen/<art>, table buchungen. */
export const BUCHUNGSARTEN = [${quoted(buchungen)}] as const;
export type Buchungsart = (typeof BUCHUNGSARTEN)[number];

/** The other forms: POST /api/formulare/<name>, table formular_eingaenge, the formular block's options. */
export const FORMULARNAMEN: readonly Formularname[] = [${quoted(formulare)}];

export function isBuchungsart(value: unknown): value is Buchungsart {
  return typeof value === 'string' && (BUCHUNGSARTEN as readonly string[]).includes(value);
}

export function isFormularname(value: unknown): value is Formularname {
  return typeof value === 'string' && (FORMULARNAMEN as readonly string[]).includes(value);
}

/** Heading, button and thanks of each form under /api/formulare (schemas/forms/<name>/ui.json "texts"). */
export const formularTexts: Record<Formularname, FormularTexte> = {
${texts}
};
`;
}

/** The module of one form: its definition, with the validator of this form only (form-<name>.validator.js). */
export function emitFormModule(form: FormFolder): string {
  const code = form.rulesModule ? `import code from '../../${form.rulesModule}';\n` : '';
  return `${GENERATED_BANNER}
import type { FormDefinition, FormSchema } from '@/lib/forms/form-definition';
import type { FormularUi } from './types';
import { ${exportName(form.id)} } from './${formModuleName(form.name)}.validator';
import schema from '../../${form.file}';
import ui from '../../${form.uiFile}';
${code}
/** schemas/forms/${form.name}/${form.rulesModule ? ` and ${form.rulesModule}.ts` : ''} */
export const form: FormDefinition = {
  name: ${JSON.stringify(form.name)},
  eingang: ${JSON.stringify(form.eingang)},
  schema: schema as FormSchema,
  ui: ui as unknown as FormularUi,
  validate: ${exportName(form.id)},${form.rulesModule ? '\n  ...code,' : ''}
};
`;
}

/** `form-kontakt`: the name of a form's generated modules, without extension. */
export function formModuleName(name: string): string {
  return `form-${name}`;
}

/** Every form at once: the API routes, the server and the tests. */
export function emitFormRegistry(forms: FormFolder[]): string {
  const imports = forms
    .map((f) => `import { form as ${constName(f.name)} } from './${formModuleName(f.name)}';`)
    .join('\n');
  return `${GENERATED_BANNER}
import type { FormDefinition } from '@/lib/forms/form-definition';
import type { FormName } from './form-names';
${imports}

/** Every form with its schema, precompiled validator and rule code (lib/forms/rules/<name>.ts). */
export const forms: Record<FormName, FormDefinition> = {
${forms.map((f) => `  ${JSON.stringify(f.name)}: ${constName(f.name)},`).join('\n')}
};
`;
}

/** One form at a time, for the browser: a page with a form loads that form's schema, rules and validator only. */
export function emitFormLoaders(forms: FormFolder[]): string {
  return `${GENERATED_BANNER}
import type { FormDefinition } from '@/lib/forms/form-definition';
import type { FormName } from './form-names';

export const loadForm: Record<FormName, () => Promise<FormDefinition>> = {
${forms.map((f) => `  ${JSON.stringify(f.name)}: () => import('./${formModuleName(f.name)}').then((m) => m.form),`).join('\n')}
};
`;
}
