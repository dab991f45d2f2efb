// Stamps a generated page's props with the moment its data began to be gathered, so the cache handler
// (./cache-handler.js) can tell a page rendered before a revalidation from one rendered after it, even when the
// render started before and was stored after the revalidation (the time it was stored would say "new").
import { RENDERED_AT, renderClock } from './outdated-pages.js';

type WithProps = { props: unknown };

/** Wraps a `getStaticProps`: its props gain `gerendertUm` (a number; the page component ignores it). */
export function withRenderTime<C, R>(getStaticProps: (context: C) => Promise<R>): (context: C) => Promise<R> {
  return async (context) => {
    const renderedAt = renderClock();
    const result = await getStaticProps(context);
    if (!result || typeof result !== 'object' || !('props' in result)) return result;
    const props = await (result as WithProps).props;
    if (!props || typeof props !== 'object') return result;
    return { ...result, props: { ...props, [RENDERED_AT]: renderedAt } };
  };
}
