// What the browser holds of the intranet: display data only (never a token). Filled from the page
// props of each intranet page; emptied on logout.
import { atom } from 'jotai';
import type {
  ArchivEintrag,
  ArchivThema,
  IntranetRubrik,
  IntranetText,
  IntranetUser,
} from '@/lib/services/intranet/intranet-service';

export const intranetUserAtom = atom<IntranetUser | null>(null);
export const intranetCategoriesAtom = atom<IntranetRubrik[]>([]);
export const intranetTextsAtom = atom<IntranetText[]>([]);
export const intranetArchiveAtom = atom<{ topics: ArchivThema[]; entries: ArchivEintrag[] }>({
  topics: [],
  entries: [],
});

/** Logout: the user, the texts, the categories and the archive data leave the browser's state. */
export const clearIntranetAtom = atom(null, (_get, set) => {
  set(intranetUserAtom, null);
  set(intranetCategoriesAtom, []);
  set(intranetTextsAtom, []);
  set(intranetArchiveAtom, { topics: [], entries: [] });
});
