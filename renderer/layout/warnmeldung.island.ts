// The alert banners' behaviour (AlertBanners.tsx), an island of the site script: a banner the visitor dismissed stays
// away in this browser (local storage: no cookie, nothing sent anywhere), and each banner is announced to screen
// readers once, the first time this browser shows it; afterwards it is a labelled region that is read where it stands.

const hiddenKey = (id: string) => `warnmeldung-ausgeblendet:${id}`;
const seenKey = (id: string) => `warnmeldung-angesagt:${id}`;

/** Local storage that may be missing or full (private windows): then nothing is remembered. */
const storage = {
  has(key: string): boolean {
    try {
      return window.localStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  },
  set(key: string): void {
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // Not remembered: the banner shows (and is announced) again next time.
    }
  },
};

export function start(banner: HTMLElement): void {
  const id = banner.dataset.warnmeldung;
  if (!id) return;
  if (storage.has(hiddenKey(id))) {
    banner.remove();
    return;
  }
  banner.querySelector('[data-ausblenden]')?.addEventListener('click', () => {
    storage.set(hiddenKey(id));
    banner.remove();
  });
  const live = banner.querySelector<HTMLElement>('[data-ansage]');
  if (live && !storage.has(seenKey(id))) {
    live.textContent = live.dataset.ansage ?? '';
    storage.set(seenKey(id));
  }
}
