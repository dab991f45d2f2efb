// Finds every form: one folder schemas/forms/<name>/ with its schema.json (what is asked, German
// titles and messages), ui.json (how it is shown) and examples.json (named valid and invalid
// submissions), plus, when the form has rules that span fields or depend on the date, the code
// lib/forms/rules/<name>.ts. The folder name is the form's one name: route, schema $id,
// validator, table row and the CMS option of the formular block.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createAjv } from '../lib/validation/configure-ajv';
import { PLAIN_TEXT_KEYWORD } from '../lib/validation/keyword-messages';
import { CodegenError, type JsonSchema, type SchemaFile } from './collect';

/** Where a form's requests go in: /api/buchungen/<name> (a booking) or /api/formulare/<name>. */
export type Eingang = 'buchungen' | 'formulare';
export const EINGANG_KEYWORD = 'x-eingang';

export interface FormFolder extends SchemaFile {
  name: string;
  eingang: Eingang;
  /** Path of ui.json, relative to the repository root. */
  uiFile: string;
  /** The texts around a form under /api/formulare (ui.json "texts"): its heading, button and thanks. */
  texts?: unknown;
  /** Path of the rule code without extension, when the form has one. */
  rulesModule?: string;
}

const FORMS_DIR = path.join('schemas', 'forms');
const RULES_DIR = path.join('lib', 'forms', 'rules');
const NAME = /^[a-z][a-z0-9-]*$/;

type Property = JsonSchema & { type?: unknown; enum?: unknown; [PLAIN_TEXT_KEYWORD]?: unknown };
interface Ui {
  texts?: unknown;
  groups: { fields: string[] }[];
  fields: Record<string, unknown>;
}

function readJson(root: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
  } catch (error) {
    throw new CodegenError(`${file}: fehlt oder ist kein gültiges JSON (${(error as Error).message})`);
  }
}

function checkSchema(dir: string, name: string, schema: JsonSchema): Eingang {
  const file = `${dir}/schema.json`;
  if (schema.$id !== name) throw new CodegenError(`${file}: "$id" muss "${name}" lauten`);
  const eingang = schema[EINGANG_KEYWORD];
  if (eingang !== 'buchungen' && eingang !== 'formulare')
    throw new CodegenError(`${file}: "${EINGANG_KEYWORD}" muss "buchungen" oder "formulare" lauten`);
  const properties = (schema.properties ?? {}) as Record<string, Property>;
  if (schema.type !== 'object' || schema.additionalProperties !== false || !Object.keys(properties).length)
    throw new CodegenError(`${file}: ein Objekt mit "properties" und "additionalProperties": false erwartet`);
  // Every free text gets the text check (lib/validation/ajv-keywords.ts), so no field can forget it.
  for (const [field, property] of Object.entries(properties)) {
    if (property.type === 'string' && property.enum === undefined && property[PLAIN_TEXT_KEYWORD] !== true)
      throw new CodegenError(`${file}: Textfeld "${field}" braucht "${PLAIN_TEXT_KEYWORD}": true`);
  }
  return eingang;
}

function checkUi(dir: string, schema: JsonSchema, ui: Ui, eingang: Eingang, validateUi: (ui: unknown) => string): void {
  const file = `${dir}/ui.json`;
  const problem = validateUi(ui);
  if (problem) throw new CodegenError(`${file}: ${problem}`);
  const properties = Object.keys((schema.properties ?? {}) as object);
  const placed = ui.groups.flatMap((group) => group.fields);
  // The groups give the order of the form: every field of the schema exactly once.
  for (const field of placed) {
    if (!properties.includes(field)) throw new CodegenError(`${file}: Feld "${field}" steht nicht im Schema`);
    if (placed.indexOf(field) !== placed.lastIndexOf(field))
      throw new CodegenError(`${file}: Feld "${field}" steht in mehr als einer Gruppe`);
  }
  const missing = properties.filter((field) => !placed.includes(field));
  if (missing.length) throw new CodegenError(`${file}: Feld "${missing[0]}" steht in keiner Gruppe`);
  for (const field of Object.keys(ui.fields))
    if (!properties.includes(field)) throw new CodegenError(`${file}: Feld "${field}" steht nicht im Schema`);
  if (eingang === 'formulare' && !ui.texts)
    throw new CodegenError(`${file}: "texts" fehlt (Überschrift, Knopf und Dank eines Formulars)`);
}

function checkExamples(dir: string, examples: unknown): void {
  const file = `${dir}/examples.json`;
  const { today, valid, invalid } = (examples ?? {}) as Record<string, unknown>;
  const named = (value: unknown) => value && typeof value === 'object' && Object.keys(value).length > 0;
  if (typeof today !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(today))
    throw new CodegenError(`${file}: "today" (der Tag, zu dem die Beispiele passen) fehlt`);
  if (!named(valid) || !named(invalid))
    throw new CodegenError(`${file}: je mindestens ein benanntes Beispiel unter "valid" und "invalid" erwartet`);
}

export function collectForms(root: string): FormFolder[] {
  const formsDir = path.join(root, FORMS_DIR);
  if (!existsSync(formsDir)) return [];
  const ajv = createAjv();
  const uiSchema = readJson(root, path.join(FORMS_DIR, 'ui.schema.json')) as JsonSchema;
  const validateUiSchema = ajv.compile(uiSchema);
  const validateUi = (ui: unknown) =>
    validateUiSchema(ui) ? '' : ajv.errorsText(validateUiSchema.errors, { dataVar: 'ui.json' });
  const names = readdirSync(formsDir)
    .filter((name) => statSync(path.join(formsDir, name)).isDirectory())
    .sort();
  const forms = names.map((name): FormFolder => {
    const dir = `${FORMS_DIR}/${name}`;
    if (!NAME.test(name)) throw new CodegenError(`${dir}: der Name besteht aus a-z, 0-9 und Bindestrichen`);
    const schema = readJson(root, `${dir}/schema.json`) as JsonSchema;
    const eingang = checkSchema(dir, name, schema);
    if (typeof schema.title !== 'string' || !/^[A-ZÄÖÜ][A-Za-z0-9]*$/.test(schema.title))
      throw new CodegenError(`${dir}/schema.json: "title" fehlt oder ist kein Typname (z. B. "KontaktAnfrage")`);
    const ui = readJson(root, `${dir}/ui.json`) as Ui;
    checkUi(dir, schema, ui, eingang, validateUi);
    checkExamples(dir, readJson(root, `${dir}/examples.json`));
    const rules = `${RULES_DIR}/${name}`;
    return {
      name,
      id: name,
      title: schema.title,
      file: `${dir}/schema.json`,
      schema,
      eingang,
      uiFile: `${dir}/ui.json`,
      texts: ui.texts,
      rulesModule: existsSync(path.join(root, `${rules}.ts`)) ? rules : undefined,
    };
  });
  // Rule code without its form would never run.
  const rulesDir = path.join(root, RULES_DIR);
  for (const file of existsSync(rulesDir) ? readdirSync(rulesDir) : []) {
    if (!names.includes(file.replace(/\.ts$/, '')))
      throw new CodegenError(`${RULES_DIR}/${file}: kein Formular ${FORMS_DIR}/${file.replace(/\.ts$/, '')}/`);
  }
  return forms;
}

/** The CMS option `formular` of the formular block: every form under /api/formulare, generated. */
export function formularnameSchema(forms: FormFolder[]): SchemaFile {
  const schema: JsonSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'formularname',
    title: 'Formularname',
    description: `Eines der Formulare der Website (erzeugt aus den Ordnern ${FORMS_DIR}/<name>/ mit "${EINGANG_KEYWORD}": "formulare").`,
    type: 'string',
    enum: forms.filter((f) => f.eingang === 'formulare').map((f) => f.name),
  };
  return { id: 'formularname', title: 'Formularname', file: `${FORMS_DIR}/<name>/schema.json (erzeugt)`, schema };
}
