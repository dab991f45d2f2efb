// The site's rjsf theme: our own templates and widgets, no rjsf default markup or error list.
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { BaseInputTemplate, CheckboxWidget, HiddenWidget, SelectWidget, TextareaWidget } from './widgets';

function Nothing() {
  return null;
}

export const formTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  // The error summary is ours (renderer/forms/ErrorSummary.tsx); the inline error is in FieldTemplate.
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
};

export const formWidgets: RegistryWidgetsType = {
  SelectWidget,
  CheckboxWidget,
  TextareaWidget,
  HiddenWidget,
};
