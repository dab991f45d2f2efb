import { useState } from 'react';
import { auswahlAusQuery, auswahlSchluessel, ergebnisAnsage } from '@/lib/verzeichnis';

export interface ErgebnisAnsage {
  text: string;
  /** Changes with every announcement, so the same words are read again after the next change. */
  nummer: number;
}

/**
 * The words for the list's live region: empty on the first page load (nothing is announced), the
 * result count once the list shows a new filter selection. Paging keeps the selection and stays quiet.
 */
export function useErgebnisAnsage(query: Record<string, string | string[]>, gesamt: number | null): ErgebnisAnsage {
  const schluessel = auswahlSchluessel(auswahlAusQuery(query));
  const [stand, setStand] = useState({ schluessel, text: '', nummer: 0 });
  // Set while rendering the new list, so the words and the list change in the same commit.
  if (stand.schluessel !== schluessel) setStand({ schluessel, text: ergebnisAnsage(gesamt), nummer: stand.nummer + 1 });
  return stand;
}
