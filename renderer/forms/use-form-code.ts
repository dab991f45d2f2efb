// A form's code comes in two parts, loaded together once the visitor nears the form: the form component (rjsf and
// the theme) and the form's own definition (schema, rules, precompiled validator: codegen/out/form-<name>.ts). A
// page with one form never loads the validators of the others.
import { useEffect, useState, type RefObject } from 'react';
import { loadForm } from '@/codegen/out/form-loaders';
import { useNearViewport } from '@/renderer/client/use-near-viewport';
import type { FormName } from '@/codegen/out/form-names';
import type { FormDefinition } from '@/lib/forms/form-definition';

export type FormCode<C> = { component: C; form: FormDefinition };

/** How far below the viewport a form starts loading: about half a phone screen. */
const LOAD_MARGIN_PX = 400;

/**
 * Null until both parts of form `name` have arrived; they start loading once `anchor` (where the form will stand)
 * comes near the viewport (renderer/client/use-near-viewport.ts). A part that fails to load is thrown at render, to
 * the block's error boundary, as next/dynamic does.
 */
export function useFormCode<C>(
  anchor: RefObject<Element | null>,
  name: FormName,
  loadComponent: () => Promise<C>,
): FormCode<C> | null {
  const wanted = useNearViewport(anchor, LOAD_MARGIN_PX);
  const [state, setState] = useState<{ name: FormName; code: FormCode<C> } | { error: unknown } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    Promise.all([loadComponent(), loadForm[name]()]).then(
      ([component, form]) => current && setState({ name, code: { component, form } }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
    // The loader is a module-level function of the caller: only the form's name can change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, name]);
  if (state && 'error' in state) throw state.error;
  return state && state.name === name ? state.code : null;
}
