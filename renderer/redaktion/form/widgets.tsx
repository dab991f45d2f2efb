// The controls the Redaktion adds to the site's form widgets, each chosen by lib/redaktion/shared/ui-schema.ts from the
// schema alone: rich text, the page picker and the media picker.
import dynamic from 'next/dynamic';
import Image from 'next/image';
import { thumbnailUrl } from '@/lib/medien/media-types';
import { useId, useRef } from 'react';
import type { FieldProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { describedBy, errorId } from '@/renderer/forms/theme/aria';
import formStyles from '@/renderer/forms/Form.module.css';
import { labelId } from './templates';
import { childDomId } from './field-ids';
import styles from './BlockForm.module.css';

/** What the form may offer: the site's pages for links, its images for pictures. */
export interface EditorFormContext {
  pages: { pfad: string; titel: string }[];
  images: { src: string; alt: string; copyright?: string; width?: number; height?: number }[];
}

// The rich-text editor is the largest part of the form: loaded when a block has an HTML field, and by the page editor
// as it opens (SelectedForm), so the first text block an editor opens does not wait for it.
export const loadRichTextEditor = () => import('./RichTextEditor');
const RichTextEditor = dynamic(loadRichTextEditor, {
  ssr: false,
  loading: () => <div className={styles.richText} aria-busy="true" />,
});

export function RichTextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, rawErrors, schema } = props;
  const invalid = Boolean(rawErrors?.length);
  return (
    <RichTextEditor
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(html) => onChange(html === '' ? undefined : html)}
      onBlur={() => onBlur(id, value)}
      labelledBy={labelId(id)}
      describedBy={describedBy(id, Boolean(schema.description), invalid)}
      invalid={invalid}
    />
  );
}

/** A site path from the list (with the page's title) or any http(s) address typed in. */
export function PagePickerWidget(props: WidgetProps<string, RJSFSchema, EditorFormContext>) {
  const { id, name, value, required, disabled, onChange, onBlur, onFocus, rawErrors, schema, registry } = props;
  const listId = `${useId()}-seiten`;
  const pages = registry.formContext?.pages ?? [];
  const invalid = Boolean(rawErrors?.length);
  return (
    <>
      <input
        id={id}
        name={name}
        type="text"
        className={formStyles.input}
        list={listId}
        value={value ?? ''}
        required={required}
        disabled={disabled}
        autoComplete="off"
        placeholder="/de/… oder https://…"
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, Boolean(schema.description), invalid)}
      />
      <datalist id={listId}>
        {pages.map((page) => (
          <option key={page.pfad} value={page.pfad}>
            {page.titel}
          </option>
        ))}
      </datalist>
    </>
  );
}

const CMS_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/;

/**
 * A date of the CMS (`2026-12-17`, or with a time `2026-12-17T10:00`, Berlin): the browser's own date field (its
 * calendar, read by screen readers, typed by keyboard) and an optional time field beside it.
 */
export function KalenderdatumWidget(props: WidgetProps) {
  const { id, value, required, disabled, onChange, onBlur, onFocus, rawErrors, schema } = props;
  const [, day = '', time = ''] = CMS_DATE.exec(typeof value === 'string' ? value : '') ?? [];
  const invalid = Boolean(rawErrors?.length);
  const change = (nextDay: string, nextTime: string) =>
    onChange(nextDay ? (nextTime ? `${nextDay}T${nextTime}` : nextDay) : undefined);
  return (
    <span className={styles.dateTime}>
      <input
        id={id}
        type="date"
        className={formStyles.input}
        value={day}
        required={required}
        disabled={disabled}
        onChange={(event) => change(event.target.value, time)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, Boolean(schema.description), invalid)}
      />
      <label className={styles.timeLabel}>
        Uhrzeit (freiwillig)
        <input
          id={`${id}-uhrzeit`}
          type="time"
          className={formStyles.input}
          value={time}
          disabled={disabled || !day}
          onChange={(event) => change(day, event.target.value)}
          onBlur={() => onBlur(id, value)}
        />
      </label>
    </span>
  );
}

type ImageValue = Record<string, unknown>;

/** The two image shapes of the schemas: 'bild' {src, alt, copyright} and 'bildupload' {bild, bildtext, bildcopyright}. */
const IMAGE_KEYS = {
  bild: { src: 'src', alt: 'alt', copyright: 'copyright' },
  bildupload: { src: 'bild', alt: 'bildtext', copyright: 'bildcopyright' },
} as const;

/**
 * An image: a picker over the site's images (radio buttons with previews in a native dialog), then the
 * image's alternative text and copyright as fields of their own.
 */
/**
 * A chosen or offered image: a library file as the Redaktion's own thumbnail (with the editor's session; an unpublished
 * file is not public, so not for the image optimizer: lib/medien/thumbnail.ts), any other through next/image.
 */
function LibraryAwareImage({ src, sizes }: { src: string; sizes: string }) {
  const thumbnail = thumbnailUrl(src);
  return thumbnail ? (
    <Image src={thumbnail} alt="" fill sizes={sizes} unoptimized />
  ) : (
    <Image src={src} alt="" fill sizes={sizes} />
  );
}

export function MediaPickerField(props: FieldProps<ImageValue, RJSFSchema, EditorFormContext>) {
  const { formData, onChange, schema, uiSchema, fieldPathId, errorSchema, registry, disabled, onBlur } = props;
  const keys = IMAGE_KEYS[(uiSchema?.['ui:options']?.imageSchema as keyof typeof IMAGE_KEYS) ?? 'bild'];
  const dialog = useRef<HTMLDialogElement>(null);
  const images = registry.formContext?.images ?? [];
  const value = formData ?? {};
  const id = fieldPathId.$id;
  const properties = (schema.properties ?? {}) as Record<string, { title?: string; description?: string }>;
  const errorOf = (key: string) =>
    (errorSchema as Record<string, { __errors?: string[] }> | undefined)?.[key]?.__errors?.[0];
  const set = (key: string, next: unknown) => {
    const copy = { ...value, [key]: next === '' ? undefined : next };
    onChange(copy, [...fieldPathId.path]);
  };
  const src = typeof value[keys.src] === 'string' ? (value[keys.src] as string) : '';
  const textField = (key: string) => {
    const fieldId = childDomId(id, key);
    const error = errorOf(key);
    const property = properties[key] ?? {};
    return (
      <div className={`${formStyles.field} ${error ? formStyles.fieldInvalid : ''}`}>
        <label htmlFor={fieldId} className={formStyles.label}>
          {property.title ?? key}
          {!(schema.required ?? []).includes(key) && <span className={formStyles.optional}> (freiwillig)</span>}
        </label>
        {property.description && (
          <p id={`${fieldId}__beschreibung`} className={formStyles.hint}>
            {property.description}
          </p>
        )}
        {error && (
          <p id={errorId(fieldId)} className={formStyles.error}>
            <span className="visually-hidden">Fehler: </span>
            {error}
          </p>
        )}
        <input
          id={fieldId}
          type="text"
          className={formStyles.input}
          value={typeof value[key] === 'string' ? (value[key] as string) : ''}
          disabled={disabled}
          onChange={(event) => set(key, event.target.value)}
          onBlur={() => onBlur(fieldId, value[key])}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(fieldId, Boolean(property.description), Boolean(error))}
        />
      </div>
    );
  };
  const srcError = errorOf(keys.src);
  const title = schema.title && !/[a-z][A-Z]/.test(schema.title) ? schema.title : 'Bild';
  return (
    <fieldset className={`${styles.group} ${srcError ? formStyles.fieldInvalid : ''}`} id={id} tabIndex={-1}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.media}>
        {src ? (
          <span className={styles.mediaPreview}>
            <LibraryAwareImage src={src} sizes="8rem" />
          </span>
        ) : (
          <span className={styles.mediaEmpty}>Kein Bild gewählt</span>
        )}
        <div>
          {srcError && (
            <p id={errorId(childDomId(id, keys.src))} className={formStyles.error}>
              <span className="visually-hidden">Fehler: </span>
              {srcError}
            </p>
          )}
          <p className={formStyles.hint}>{src ? `Gewählt: ${src}` : ''}</p>
          <button
            type="button"
            id={childDomId(id, keys.src)}
            className={styles.smallButton}
            disabled={disabled}
            onClick={() => dialog.current?.showModal()}
            aria-describedby={srcError ? errorId(childDomId(id, keys.src)) : undefined}
          >
            {src ? 'Anderes Bild wählen' : 'Bild wählen'}
          </button>
        </div>
      </div>
      {textField(keys.alt)}
      {textField(keys.copyright)}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}__dialog-titel`}>
        <form method="dialog">
          <h2 id={`${id}__dialog-titel`} className={styles.dialogTitle}>
            Bild wählen
          </h2>
          <fieldset className={styles.mediaGrid}>
            <legend className="visually-hidden">Bilder der Website</legend>
            {images.map((image) => (
              <label key={image.src} className={styles.mediaOption}>
                <input
                  type="radio"
                  name={`${id}__wahl`}
                  value={image.src}
                  defaultChecked={image.src === src}
                  onChange={() => {
                    const next = { ...value, [keys.src]: image.src };
                    if (!value[keys.alt] && image.alt) next[keys.alt] = image.alt;
                    if (!value[keys.copyright] && image.copyright) next[keys.copyright] = image.copyright;
                    onChange(next, [...fieldPathId.path]);
                  }}
                />
                <span className={styles.mediaThumb}>
                  <LibraryAwareImage src={image.src} sizes="10rem" />
                </span>
                <span>{image.alt || image.src}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className={styles.primaryButton}>
            Übernehmen
          </button>
        </form>
      </dialog>
    </fieldset>
  );
}
