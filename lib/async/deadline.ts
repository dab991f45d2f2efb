// One deadline shared by all upstream calls of one page. Each call has its own timeout, but a page's calls run in
// steps (page, then its blocks' data, then menus and weather), so on a slow upstream the timeouts added up: a cold
// start took 6.2 s. A call still running when the page's deadline passes is no longer waited for.
// A call that starts when the deadline has passed already (a cold start that spent it on the page itself) still gets a
// moment: what answers in the process (the embedded store, the weather file, an answer kept in the cache) comes in
// it, an upstream does not. Without it such a page lost its menus and weather for nothing, and was kept so.

/** How long a call started at or after the deadline is still waited for. */
export const GRACE_MS = 50;

export class Deadline {
  private constructor(private readonly at: number) {}

  static after(ms: number): Deadline {
    return new Deadline(Date.now() + ms);
  }

  remainingMs(): number {
    return Math.max(0, this.at - Date.now());
  }

  /**
   * What `work` gives, or what `late()` gives (or throws) if the deadline passes first; the work goes on, its
   * answer is dropped.
   */
  race<T>(work: Promise<T>, late: () => T): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<T>((resolve, reject) => {
      timer = setTimeout(
        () => {
          try {
            resolve(late());
          } catch (error) {
            reject(error);
          }
        },
        Math.max(this.remainingMs(), GRACE_MS),
      );
    });
    return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
  }
}
