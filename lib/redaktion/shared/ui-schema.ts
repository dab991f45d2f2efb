// The Redaktion's form for a block is made from the block's schema alone: this walks the schema and says,
// per field, which control the form uses. Never per block: a block folder that a developer drops in gets a
// working form with no editor code.
//   contentMediaType text/html   -> rich-text editor limited to what the sanitiser keeps
//   a reference to 'bild' / 'bildupload' -> the media picker over the site's images
//   format 'seitenverweis'        -> the page picker (internal path or external address)
//   format 'date' / 'time'        -> the date and time controls of the booking forms
//   a reference to 'kalenderdatum' -> the browser's date field, with an optional time (a CMS date may carry one)
//   a reference to 'uhrzeit'      -> the browser's time field
//   enum                          -> a select with German labels from the schema
//   long plain text               -> a text area
import { resolveNode, type SchemaLookup } from '@/lib/validation/german-messages';

type Node = Record<string, unknown>;
export type UiNode = Record<string, unknown>;

export const IMAGE_SCHEMAS: Record<string, 'bild' | 'bildupload'> = { bild: 'bild', bildupload: 'bildupload' };
export const LINK_FORMAT = 'seitenverweis';
/** Plain text longer than this gets a text area. */
const TEXTAREA_FROM = 300;
const MAX_DEPTH = 12;

export function uiSchemaFor(schema: Node, lookup: SchemaLookup, root: Node = schema, depth = 0): UiNode {
  if (depth > MAX_DEPTH) return {};
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref && IMAGE_SCHEMAS[ref])
    return { 'ui:field': 'MediaPicker', 'ui:options': { imageSchema: IMAGE_SCHEMAS[ref] } };
  if (ref === 'kalenderdatum') return { 'ui:widget': 'KalenderdatumWidget' };
  if (ref === 'uhrzeit') return { 'ui:options': { inputType: 'time' } };
  const node = resolveNode(schema, root, lookup) ?? {};
  const ui: UiNode = {};
  if (node.contentMediaType === 'text/html') ui['ui:widget'] = 'RichTextWidget';
  else if (node.format === LINK_FORMAT) ui['ui:widget'] = 'PagePickerWidget';
  else if (node.format === 'time') ui['ui:options'] = { inputType: 'time' };
  else if (node.type === 'string' && !node.enum && Number(node.maxLength) >= TEXTAREA_FROM)
    ui['ui:widget'] = 'textarea';

  const properties = node.properties as Record<string, Node> | undefined;
  if (properties) {
    for (const [name, child] of Object.entries(properties)) {
      const childUi = uiSchemaFor(child, lookup, root, depth + 1);
      if (Object.keys(childUi).length) ui[name] = childUi;
    }
  }
  if (node.type === 'array' && node.items && typeof node.items === 'object') {
    const itemsUi = uiSchemaFor(node.items as Node, lookup, root, depth + 1);
    if (Object.keys(itemsUi).length) ui.items = itemsUi;
  }
  return ui;
}
