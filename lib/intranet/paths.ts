// The intranet's fixed addresses (no server code: the pages' components read them too).
export const INTRANET_PATH = '/de/intranet';
export const ARCHIVE_PATH = '/de/intranet/archiv';
