// Leads the editor to a block and its field: selects the block, and once its form is drawn, focuses the field (opening
// the list entries around it) or the form. Used by the accessibility findings and by links into the editor (`?block=<id>&feld=<pointer>`).
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { domIdOf } from '../form/field-ids';
import { revealAndFocus } from '../form/reveal-field';
import { PAGE_FIELDS, selectedAtom } from './editor-state';

export function useGoToField(): (blockId: string | undefined, pointer: string | undefined) => void {
  const select = useSetAtom(selectedAtom);
  return useCallback(
    (blockId, pointer) => {
      select(blockId ?? PAGE_FIELDS);
      // The form of the block is drawn first; then its field (or the form) takes the focus.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const field = pointer !== undefined ? document.getElementById(domIdOf(pointer)) : null;
          if (!field || !revealAndFocus(field)) document.getElementById('blockformular')?.focus();
        }),
      );
    },
    [select],
  );
}
