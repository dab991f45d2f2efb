// The fixed addresses of the council information system (no server code: the pages' components read them too).
export const RATSINFO_PATH = '/de/ratsinfo';
export const MEETINGS_PATH = '/de/ratsinfo/sitzungen';
export const PASSWORD_PATH = '/de/ratsinfo/passwort';
