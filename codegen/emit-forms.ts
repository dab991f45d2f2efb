// The form registry, generated like the block registry: never a list kept by hand.
//   form-names.ts  light: the names, the two kinds, the ui hints and the texts around each form
//                  (a content page's server-rendered frame needs no more)
//   forms.ts       schema, precompiled validator and rule code of every form (browser form and API)
import type { FormFolder } from './collect-forms';
import { exportName } from './emit-validators';
import { GENERATED_BANNER } from './banner';

const constName = (name: string) => name.replace(/-(.)/g, (_, c: string) => c.toUpperCase());
const quoted = (names: string[]) => names.map((n) => JSON.stringify(n)).join(', ');

export function emitFormNames(forms: FormFolder[]): string {
  const buchungen = forms.filter((f) => f.eingang === 'buchungen').map((f) => f.name);
  const formulare = forms.filter((f) => f.eingang === 'formulare').map((f) => f.name);
  const imports = forms.map((f) => `import ${constName(f.name)}Ui from '../../${f.uiFile}';`).join('\n');
  const ui = forms
    .map((f) => `  ${JSON.stringify(f.name)}: ${constName(f.name)}Ui as unknown as FormularUi,`)
    .join('\n');
  const texts = forms
    .filter((f) => f.eingang === 'formulare')
    .map((f) => `  ${JSON.stringify(f.name)}: ${constName(f.name)}Ui.texts,`)
    .join('\n');
  return `${GENERATED_BANNER}
import type { FormularTexte, FormularUi, Formularname } from './types';
${imports}

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

/** How each form is shown (schemas/forms/<name>/ui.json, checked against ui.schema.json by codegen). */
export const formUi: Record<FormName, FormularUi> = {
${ui}
};

/** Heading, button and thanks of each form under /api/formulare. */
export const formularTexts: Record<Formularname, FormularTexte> = {
${texts}
};
`;
}

export function emitFormRegistry(forms: FormFolder[]): string {
  const validators = forms.map((f) => exportName(f.id)).join(',\n  ');
  const imports = forms
    .flatMap((f) => [
      `import ${constName(f.name)}Schema from '../../${f.file}';`,
      ...(f.rulesModule ? [`import ${constName(f.name)}Code from '../../${f.rulesModule}';`] : []),
    ])
    .join('\n');
  const entries = forms
    .map(
      (f) => `  ${JSON.stringify(f.name)}: {
    name: ${JSON.stringify(f.name)},
    eingang: ${JSON.stringify(f.eingang)},
    schema: ${constName(f.name)}Schema as FormSchema,
    ui: formUi[${JSON.stringify(f.name)}],
    validate: ${exportName(f.id)},${f.rulesModule ? `\n    ...${constName(f.name)}Code,` : ''}
  },`,
    )
    .join('\n');
  return `${GENERATED_BANNER}
import type { FormDefinition, FormSchema } from '@/lib/forms/form-definition';
import {
  ${validators},
} from './validators';
import { formUi, type FormName } from './form-names';
${imports}

/** Every form with its schema, precompiled validator and rule code (lib/forms/rules/<name>.ts). */
export const forms: Record<FormName, FormDefinition> = {
${entries}
};
`;
}
