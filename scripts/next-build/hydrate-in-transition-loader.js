// @ts-check
// A webpack loader for the Pages Router's client start (next/dist/client/index.js and its ESM twin): the first
// render hydrates the server's HTML inside a transition, as Next's App Router and React Router do. React then
// hydrates in slices of about 5 ms and lets the browser handle input and paint between them, instead of one
// task of 100-300 ms on a phone. A click on a part not yet hydrated makes React finish hydrating at once and
// then replays the click, so nothing a visitor does is lost.
// The loader fails the build when Next's code no longer has the expected shape, rather than silently
// hydrating the old way.

/** `reactRoot = <ReactDOM>.hydrateRoot(domEl, reactEl, { …options });` */
const HYDRATE_CALL = /reactRoot = ([\w$.]+)\.hydrateRoot\((domEl, reactEl, \{[^}]*\})\);/;
/** The module's own React, as it already reaches startTransition for later renders. */
const REACT_TRANSITION = /const startTransition = ([\w$.]+)\.startTransition;/;

/**
 * @param {string} source
 * @returns {string}
 */
function hydrateInTransition(source) {
  const react = REACT_TRANSITION.exec(source)?.[1];
  if (!react || !HYDRATE_CALL.test(source)) {
    throw new Error(
      "hydrate-in-transition: Next's client start no longer matches (reactRoot = ….hydrateRoot(domEl, reactEl, {…}) " +
        'and const startTransition = ….startTransition). Check scripts/next-build/hydrate-in-transition-loader.js against ' +
        'the installed Next.',
    );
  }
  return source.replace(
    HYDRATE_CALL,
    (_call, reactDom, args) => `${react}.startTransition(() => { reactRoot = ${reactDom}.hydrateRoot(${args}); });`,
  );
}

/** The files of Next this loader applies to. */
const NEXT_CLIENT_START = /[\\/]next[\\/]dist[\\/](?:esm[\\/])?client[\\/]index\.js$/;

module.exports = hydrateInTransition;
module.exports.hydrateInTransition = hydrateInTransition;
module.exports.NEXT_CLIENT_START = NEXT_CLIENT_START;
