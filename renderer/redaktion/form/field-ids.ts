// The DOM id of every control of a block form, tied one to one to the JSON Pointer of its value, so an error
// summary entry links to its field and a blur says which field was left. rjsf joins the path with the separator;
// property names use single underscores (datum_von), so the separator is a double one.
export const FORM_ID_PREFIX = 'block';
export const FORM_ID_SEPARATOR = '__';

export function domIdOf(pointer: string): string {
  return [FORM_ID_PREFIX, ...pointer.split('/').slice(1)].join(FORM_ID_SEPARATOR);
}

export function pointerOfDomId(id: string): string {
  const [, ...segments] = id.split(FORM_ID_SEPARATOR);
  return segments.map((s) => `/${s}`).join('');
}

/** The id of a sub-control of a composite field (the media picker's alt text, say). */
export function childDomId(id: string, key: string): string {
  return `${id}${FORM_ID_SEPARATOR}${key}`;
}
