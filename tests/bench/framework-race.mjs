// Whether React's chunk (`framework-*.js`) finished downloading before the largest paint in the unthrottled page
// load that Lighthouse records and then simulates on a slow phone.
//
// The page's scripts only run after that paint (public/scripts-after-paint.js), and the simulation leaves out a
// script whose evaluation starts after the paint. But the framework chunk only registers its modules, a task of
// under 10 ms, and the simulation drops tasks that short from its graph; a script without a task there counts
// towards the LCP whenever its download ended before the paint. On a local server that is a race of a few
// milliseconds between the low-priority preload and the paint, and it decides the simulated LCP: about 2.0-2.4 s
// when the chunk came first, about 1.55-1.75 s when the paint did. The bench reports it, so a reader can tell a
// slower build from a lost race.

// React's chunk alone (run.mjs's FRAMEWORK_CHUNK also takes Next's `main` and the webpack runtime, for the floor).
const REACT_CHUNK = /\/_next\/static\/chunks\/framework-[0-9a-f]+\.js$/;

/**
 * From a Lighthouse result: `true` when the framework chunk's download ended before the observed largest
 * contentful paint, `false` when after, `null` when the result lacks the chunk or the timings.
 */
export function frameworkBeforeLcp(lhr) {
  const requests = lhr?.audits?.['network-requests']?.details;
  const metrics = lhr?.audits?.metrics?.details?.items?.[0];
  const chunk = requests?.items?.find((item) => REACT_CHUNK.test(item.url));
  // The requests' times are in ms from the first request; the paint's a trace timestamp in µs.
  const requestsStartUs = requests?.debugData?.networkStartTimeTs;
  const paintUs = metrics?.observedLargestContentfulPaintTs;
  if (!chunk || ![chunk.networkEndTime, requestsStartUs, paintUs].every(Number.isFinite)) return null;
  return requestsStartUs + chunk.networkEndTime * 1000 < paintUs;
}

/** One line for the bench's report: in how many runs the chunk came first, and the simulated LCP either way. */
export function describeFrameworkRace(runs, msText) {
  const known = runs.filter((run) => run.frameworkBeforeLcp !== null && run.lcpMs != null);
  if (known.length === 0) return null;
  const span = (group) => {
    const values = group.map((run) => run.lcpMs).sort((a, b) => a - b);
    return values.length === 1 ? msText(values[0]) : `${msText(values[0])}–${msText(values.at(-1))}`;
  };
  const first = known.filter((run) => run.frameworkBeforeLcp);
  const after = known.filter((run) => !run.frameworkBeforeLcp);
  const parts = [`React-Chunk vor dem beobachteten LCP geladen: ${first.length} von ${known.length} Läufen`];
  if (first.length) parts.push(`simuliertes LCP dann ${span(first)}`);
  if (after.length) parts.push(`sonst ${span(after)}`);
  return parts.join('; ');
}
