// What the browser holds of the council session: display data only (never a token).
import { atom } from 'jotai';

export interface RatsinfoUserDisplay {
  vorname: string;
  nachname: string;
  email: string;
  taetigkeitsbereiche: string[];
}

export const ratsinfoUserAtom = atom<RatsinfoUserDisplay | null>(null);
