/** Id of the school menu: its toggle's details, and the script that enhances it (school-header-script.ts). */
export const SCHOOL_MENU_ID = 'schulmenue';
