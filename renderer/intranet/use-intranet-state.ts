import { useHydrateAtoms } from 'jotai/utils';
import { intranetArchiveAtom, intranetCategoriesAtom, intranetTextsAtom, intranetUserAtom } from './intranet-atoms';
import type { IntranetPageProps } from './intranet-types';

/** Puts each intranet page's display data into the atoms (again on every navigation). */
export function useIntranetState(props: IntranetPageProps): void {
  const content = props.view === 'login' ? null : props;
  useHydrateAtoms(
    new Map<unknown, unknown>([
      [intranetUserAtom, content?.user ?? null],
      [intranetCategoriesAtom, content?.categories ?? []],
      [intranetTextsAtom, content ? (content.text ? [content.text] : content.texts) : []],
      [intranetArchiveAtom, { topics: content?.topics ?? [], entries: content?.entries ?? [] }],
    ]) as never,
    { dangerouslyForceHydrate: true },
  );
}
