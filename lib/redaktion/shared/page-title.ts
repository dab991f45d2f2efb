// What names a page in the Redaktion when its newest version has no title (a draft saved with the title emptied):
// a link or heading without text would name nothing (WCAG 2.4.4), and the page could not be found in a list.
export const UNTITLED_PAGE = 'Seite ohne Titel';

export const shownTitle = (titel: string | null | undefined): string => titel?.trim() || UNTITLED_PAGE;
