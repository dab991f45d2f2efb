// Which pages an alert banner covers: its area is `/de` (the whole site) or a section such as
// `/de/gemeinschaftsschule`. Its own module: every page's layout asks it, and carries nothing else of the banner.
export const coversPath = (bereich: string, path: string) => path === bereich || path.startsWith(`${bereich}/`);
