// The Redaktion's rjsf templates: the site's field look (label, hint, inline error, GOV.UK style), plus what a
// block form needs beyond a booking form: nested groups as fieldsets and lists whose entries can be added,
// moved and removed with buttons (keyboard-operable, each button names its entry).
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId, errorId } from '@/renderer/forms/theme/aria';
import { fieldTemplate } from '@/renderer/forms/theme/FieldTemplate';
import formStyles from '@/renderer/forms/Form.module.css';
import styles from './BlockForm.module.css';

export const labelId = (id: string) => `${id}__label`;

/** The site's field look; groups and lists carry their own legend and errors, a label has an id. */
export const FieldTemplate = fieldTemplate({ containers: ['object', 'array'], labelId });

/** The block itself is the form; a nested object (an image, a contact) is a titled group. */
export function ObjectFieldTemplate({ properties, title, fieldPathId, description }: ObjectFieldTemplateProps) {
  const content = properties.map((p) => p.content);
  if (fieldPathId.path.length === 0) return <>{content}</>;
  return (
    <fieldset className={styles.group} id={fieldPathId.$id} tabIndex={-1}>
      <legend className={styles.legend}>{title}</legend>
      {description && <p className={formStyles.hint}>{description}</p>}
      {content}
    </fieldset>
  );
}

/** An entry of a list: its number and title, then its fields, then the buttons that act on it. */
export function ArrayFieldItemTemplate({
  children,
  buttonsProps,
  index,
  totalItems,
  parentUiSchema,
}: ArrayFieldItemTemplateProps) {
  const itemTitle = String(parentUiSchema?.['ui:options']?.itemTitle ?? 'Eintrag');
  const name = `${itemTitle} ${index + 1}`;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, disabled } = buttonsProps;
  return (
    <li className={styles.item}>
      <p className={styles.itemTitle} aria-hidden="true">
        {name} von {totalItems}
      </p>
      {children}
      <div className={styles.itemButtons} role="group" aria-label={`${name} bearbeiten`}>
        <button type="button" className={styles.smallButton} disabled={disabled || !hasMoveUp} onClick={onMoveUpItem}>
          Nach oben<span className="visually-hidden">: {name}</span>
        </button>
        <button
          type="button"
          className={styles.smallButton}
          disabled={disabled || !hasMoveDown}
          onClick={onMoveDownItem}
        >
          Nach unten<span className="visually-hidden">: {name}</span>
        </button>
        <button
          type="button"
          className={`${styles.smallButton} ${styles.danger}`}
          disabled={disabled || !hasRemove}
          onClick={onRemoveItem}
        >
          Entfernen<span className="visually-hidden">: {name}</span>
        </button>
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
}: ArrayFieldTemplateProps) {
  const error = rawErrors?.[0];
  const itemTitle = String(uiSchema?.['ui:options']?.itemTitle ?? 'Eintrag');
  const id = fieldPathId.$id;
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
      <ol className={styles.items}>{items}</ol>
      {canAdd && (
        <button type="button" className={styles.addButton} onClick={onAddClick} disabled={disabled}>
          {itemTitle} hinzufügen
        </button>
      )}
    </fieldset>
  );
}
