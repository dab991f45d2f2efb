// Ids that tie a field's hint and error to its control (aria-describedby).
export const descriptionId = (id: string) => `${id}__beschreibung`;
export const errorId = (id: string) => `${id}__fehler`;

export function describedBy(id: string, hasDescription: boolean, hasError: boolean): string | undefined {
  return [hasError && errorId(id), hasDescription && descriptionId(id)].filter(Boolean).join(' ') || undefined;
}
