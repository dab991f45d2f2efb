// The other forms of the site (spec section 2 'Other templates'): contact, damage report, club
// registration, event registration and guided tour enquiry. One JSON Schema each in
// schemas/forms/, precompiled by codegen; the same definitions serve browser and server.
import type { ValidateFunction } from 'ajv';
import {
  validate_formular_fuehrung,
  validate_formular_kontakt,
  validate_formular_schadensmeldung,
  validate_formular_veranstaltung,
  validate_formular_verein,
} from '@/codegen/out/validators';
import fuehrungSchema from '@/schemas/forms/fuehrung.schema.json';
import kontaktSchema from '@/schemas/forms/kontakt.schema.json';
import schadensmeldungSchema from '@/schemas/forms/schadensmeldung.schema.json';
import veranstaltungSchema from '@/schemas/forms/veranstaltung.schema.json';
import vereinSchema from '@/schemas/forms/verein.schema.json';
import type { FormSchema } from './german-errors';
import { eventRules, damageRules, tourRules, type FormRules } from './form-rules';

/** The names of the forms: the CMS block option `formular`, the API path and the mapping key. */
export const FORM_NAMES = [
  'kontakt',
  'schadensmeldung',
  'vereinsanmeldung',
  'veranstaltung-melden',
  'fuehrungsanfrage',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && (FORM_NAMES as readonly string[]).includes(value);
}

export interface FormDefinition {
  schema: FormSchema & { $id: string; required: string[] };
  validate: ValidateFunction;
  /** Rules that span fields or depend on today's date, with their German messages. */
  rules: FormRules;
}

const noRules: FormRules = () => ({});

export const FORMS: Record<FormName, FormDefinition> = {
  kontakt: { schema: kontaktSchema as never, validate: validate_formular_kontakt, rules: noRules },
  schadensmeldung: {
    schema: schadensmeldungSchema as never,
    validate: validate_formular_schadensmeldung,
    rules: damageRules,
  },
  vereinsanmeldung: { schema: vereinSchema as never, validate: validate_formular_verein, rules: noRules },
  'veranstaltung-melden': {
    schema: veranstaltungSchema as never,
    validate: validate_formular_veranstaltung,
    rules: eventRules,
  },
  fuehrungsanfrage: { schema: fuehrungSchema as never, validate: validate_formular_fuehrung, rules: tourRules },
};
