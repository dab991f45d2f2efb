// A form's ui hints (schemas/forms/<name>/ui.json) as rjsf's uiSchema for the site's theme
// (renderer/forms/theme): groups, widgets, input types, option labels, links, and the days a date
// picker offers (from tomorrow or up to today in Europe/Berlin).
import type { UiSchema } from '@rjsf/utils';
import type { FormularUi } from '@/codegen/out/types';

export function toUiSchema(ui: FormularUi, days: { today: string; tomorrow: string }): UiSchema {
  const uiSchema: UiSchema = { 'ui:options': { groups: ui.groups }, 'ui:submitButtonOptions': { norender: true } };
  for (const [field, hints] of Object.entries(ui.fields)) {
    if (!hints) continue;
    const { widget, days: allowed, ...options } = hints;
    const range = allowed === 'future' ? { min: days.tomorrow } : allowed === 'past' ? { max: days.today } : {};
    uiSchema[field] = { ...(widget && { 'ui:widget': widget }), 'ui:options': { ...options, ...range } };
  }
  return uiSchema;
}
