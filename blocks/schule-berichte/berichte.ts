// The reports of a list answer (spec section 3: articles with datum_von, titel, detailURL).

export interface Bericht {
  titel: string;
  datum_von?: string;
  detailURL?: string;
}

export function listItems(answer: unknown): unknown[] {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : Array.isArray(answer) ? answer : [];
}

export function berichteOf(answer: unknown): Bericht[] {
  return listItems(answer).flatMap((raw): Bericht[] => {
    const item = raw as Record<string, unknown> | null;
    if (!item || typeof item.titel !== 'string' || !item.titel.trim()) return [];
    return [
      {
        titel: item.titel,
        ...(typeof item.datum_von === 'string' ? { datum_von: item.datum_von } : {}),
        ...(typeof item.detailURL === 'string' && item.detailURL.trim() ? { detailURL: item.detailURL } : {}),
      },
    ];
  });
}
