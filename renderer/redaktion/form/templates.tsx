// The Redaktion's rjsf templates: the site's field look (label, hint, inline error, GOV.UK style), plus what a
// block form needs beyond a booking form: nested groups as fieldsets and lists whose entries can be added,
// moved and removed with buttons (keyboard-operable, each button names its entry).
import { useState } from 'react';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId, errorId } from '@/renderer/forms/theme/aria';
import { fieldTemplate } from '@/renderer/forms/theme/FieldTemplate';
import formStyles from '@/renderer/forms/Form.module.css';
import styles from './BlockForm.module.css';
import disclosure from '../frame/Disclosure.module.css';
import { bodyIdOf, EntryFoldProvider, summaryIdOf, useEntryFold, useListFold, useRevealListener } from './entry-fold';

export const labelId = (id: string) => `${id}__label`;

/** The site's field look; groups and lists carry their own legend and errors, a label has an id. */
export const FieldTemplate = fieldTemplate({ containers: ['object', 'array'], labelId });

/** The block itself is the form; a nested object (an image, a contact) is a titled group. */
export function ObjectFieldTemplate({ properties, title, fieldPathId, description }: ObjectFieldTemplateProps) {
  const content = properties.map((p) => p.content);
  if (fieldPathId.path.length === 0) return <>{content}</>;
  // An entry of a list is named by its summary line (entry-fold.tsx), not by a legend of its own.
  if (typeof fieldPathId.path.at(-1) === 'number')
    return (
      <div role="group" aria-labelledby={summaryIdOf(fieldPathId.$id)} id={fieldPathId.$id} tabIndex={-1}>
        {description && <p className={formStyles.hint}>{description}</p>}
        {content}
      </div>
    );
  return (
    <fieldset className={styles.group} id={fieldPathId.$id} tabIndex={-1}>
      <legend className={styles.legend}>{title}</legend>
      {description && <p className={formStyles.hint}>{description}</p>}
      {content}
    </fieldset>
  );
}

const MOVES = { hoch: { label: 'Nach oben', arrow: '↑' }, runter: { label: 'Nach unten', arrow: '↓' } };

/** An arrow that moves an entry, named in full for screen readers ("Nach oben: Eintrag 3"). */
function MoveButton({
  direction,
  name,
  disabled,
  onClick,
}: {
  direction: 'hoch' | 'runter';
  name: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { label, arrow } = MOVES[direction];
  return (
    <button
      type="button"
      className={styles.iconButton}
      data-eintrag-aktion={direction}
      disabled={disabled}
      onClick={onClick}
      title={label}
    >
      <span aria-hidden="true">{arrow}</span>
      <span className="visually-hidden">
        {label}: {name}
      </span>
    </button>
  );
}

/** An entry of a list: a summary line that opens and folds it (its title, its number when that is empty), the
 * buttons that move and remove it (reachable while it is folded), then its fields. */
export function ArrayFieldItemTemplate({
  children,
  buttonsProps,
  index,
  itemKey,
  parentUiSchema,
}: ArrayFieldItemTemplateProps) {
  const fold = useEntryFold();
  const [element, setElement] = useState<HTMLLIElement | null>(null);
  useRevealListener(element, fold, itemKey);
  const itemTitle = String(parentUiSchema?.['ui:options']?.itemTitle ?? 'Eintrag');
  const name = `${itemTitle} ${index + 1}`;
  const entryId = buttonsProps.fieldPathId.$id;
  const open = fold?.isOpen(itemKey) ?? true;
  const errors = fold?.hasErrors(index) ?? false;
  const summary = fold?.summary(index) ?? name;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, disabled, totalItems } =
    buttonsProps;
  const move = (button: 'hoch' | 'runter', act: () => void) => () => {
    fold?.expect({ kind: 'verschoben', key: itemKey, index: button === 'hoch' ? index - 1 : index + 1, button });
    act();
  };
  return (
    <li className={styles.item} ref={setElement}>
      <div className={styles.itemHead}>
        <button
          type="button"
          id={summaryIdOf(entryId)}
          className={`${styles.summary} ${disclosure.disclosure}`}
          aria-expanded={open}
          aria-controls={bodyIdOf(entryId)}
          onClick={() => fold?.toggle(itemKey)}
        >
          <span className={styles.itemNumber}>
            {index + 1}
            <span className="visually-hidden"> von {totalItems}:</span>
          </span>{' '}
          <span className={styles.summaryText}>{summary}</span>
          {errors && (
            <span className={styles.errorBadge}>
              <span className="visually-hidden">, enthält </span>Fehler
            </span>
          )}
        </button>
        <div className={styles.itemButtons} role="group" aria-label={`${name} verschieben oder entfernen`}>
          <MoveButton
            direction="hoch"
            name={name}
            disabled={disabled || !hasMoveUp}
            onClick={move('hoch', onMoveUpItem)}
          />
          <MoveButton
            direction="runter"
            name={name}
            disabled={disabled || !hasMoveDown}
            onClick={move('runter', onMoveDownItem)}
          />
          <button
            type="button"
            className={`${styles.smallButton} ${styles.danger}`}
            disabled={disabled || !hasRemove}
            onClick={() => {
              fold?.expect({ kind: 'entfernt', index, count: totalItems });
              onRemoveItem();
            }}
          >
            Entfernen<span className="visually-hidden">: {name}</span>
          </button>
        </div>
      </div>
      <div id={bodyIdOf(entryId)} className={styles.itemBody} hidden={!open}>
        {children}
      </div>
    </li>
  );
}

export function ArrayFieldTemplate({
  items,
  canAdd,
  onAddClick,
  title,
  fieldPathId,
  rawErrors,
  schema,
  uiSchema,
  disabled,
  formData,
  registry,
}: ArrayFieldTemplateProps) {
  const error = rawErrors?.[0];
  const itemTitle = String(uiSchema?.['ui:options']?.itemTitle ?? 'Eintrag');
  const id = fieldPathId.$id;
  const addId = `${id}--hinzufuegen`;
  const fold = useListFold({
    items,
    formData,
    itemSchema:
      schema.items && typeof schema.items === 'object' ? (schema.items as Record<string, unknown>) : undefined,
    itemTitle,
    arrayId: id,
    separator: registry.globalFormOptions.idSeparator ?? '_',
    emptyFocusIds: [addId, id],
  });
  return (
    <fieldset
      className={`${styles.group} ${error ? formStyles.fieldInvalid : ''}`}
      id={id}
      tabIndex={-1}
      aria-describedby={
        [error && errorId(id), schema.description && descriptionId(id)].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className={styles.legend}>{title}</legend>
      {schema.description && (
        <p id={descriptionId(id)} className={formStyles.hint}>
          {schema.description}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className={formStyles.error}>
          <span className="visually-hidden">Fehler: </span>
          {error}
        </p>
      )}
      <EntryFoldProvider value={fold}>
        <ol className={styles.items}>{items}</ol>
      </EntryFoldProvider>
      {canAdd && (
        <button
          type="button"
          id={addId}
          className={styles.addButton}
          onClick={(event) => {
            fold.expect({ kind: 'hinzugefuegt', count: items.length });
            onAddClick(event);
          }}
          disabled={disabled}
        >
          {itemTitle} hinzufügen
        </button>
      )}
    </fieldset>
  );
}
