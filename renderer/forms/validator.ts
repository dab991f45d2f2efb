// rjsf's validator, backed by the shared booking validation (precompiled ajv + shared rules):
// the browser never ships the ajv compiler. Our forms are flat (no if/then, anyOf, oneOf), so
// rjsf never needs to test a sub-schema; isValid answers for the whole form only.
import type { RJSFSchema, RJSFValidationError, ValidationData, ValidatorType, ErrorSchema } from '@rjsf/utils';
import type { FieldErrors } from '@/lib/forms/form-definition';

export type ValidateAll = (data: unknown) => FieldErrors;

export function toErrorSchema(errors: FieldErrors): ErrorSchema {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, { __errors: [message] }]),
  ) as ErrorSchema;
}

export function createFormValidator(validateAll: ValidateAll, rootSchema: RJSFSchema): ValidatorType {
  const toList = (errors: FieldErrors): RJSFValidationError[] =>
    Object.entries(errors).map(([field, message]) => ({
      property: field ? `.${field}` : '.',
      message,
      stack: message,
    }));
  return {
    validateFormData(formData): ValidationData<unknown> {
      const errors = validateAll(formData);
      return { errors: toList(errors), errorSchema: toErrorSchema(errors) };
    },
    isValid(schema, formData) {
      if (schema.$id !== rootSchema.$id) throw new Error('Nur das ganze Formular wird geprüft');
      return Object.keys(validateAll(formData)).length === 0;
    },
    rawValidation(_schema, formData) {
      return { errors: toList(validateAll(formData)) as never[] };
    },
  };
}
