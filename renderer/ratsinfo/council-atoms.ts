// What the browser holds of the council session: display data only (never a token).
import { atom } from 'jotai';

export interface CouncilUserDisplay {
  vorname: string;
  nachname: string;
  email: string;
  taetigkeitsbereiche: string[];
}

export const councilUserAtom = atom<CouncilUserDisplay | null>(null);
