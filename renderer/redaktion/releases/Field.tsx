// A field of the Änderungspakete's forms: its label and, after a refused step, the German message at the field,
// tied to the input (`aria-invalid`, `aria-describedby`).
import type { ReactNode } from 'react';
import formStyles from '@/renderer/forms/Form.module.css';
import editorStyles from '../Redaktion.module.css';

export type Described = { 'aria-invalid'?: true; 'aria-describedby'?: string };

export function Field({
  id,
  label,
  fehler,
  children,
}: {
  id: string;
  label: string;
  fehler: string | null;
  children: (described: Described) => ReactNode;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {fehler && (
        <p id={`${id}-fehler`} className={editorStyles.fieldError}>
          <span className="visually-hidden">Fehler: </span>
          {fehler}
        </p>
      )}
      {children(fehler ? { 'aria-invalid': true, 'aria-describedby': `${id}-fehler` } : {})}
    </>
  );
}

/** A package's title (required, with its message) and description, as the list's form and the view edit them. */
export function TitleFields({
  id,
  titel,
  beschreibung,
  fehler,
  onTitel,
  onBeschreibung,
}: {
  id: string;
  titel: string;
  beschreibung: string;
  fehler: string | null;
  onTitel(value: string): void;
  onBeschreibung(value: string): void;
}) {
  return (
    <>
      <Field id={`${id}-titel`} label="Titel" fehler={fehler}>
        {(described) => (
          <input
            id={`${id}-titel`}
            className={formStyles.input}
            value={titel}
            maxLength={200}
            onChange={(event) => onTitel(event.target.value)}
            {...described}
          />
        )}
      </Field>
      <label htmlFor={`${id}-beschreibung`}>Beschreibung (freiwillig)</label>
      <textarea
        id={`${id}-beschreibung`}
        rows={2}
        maxLength={2000}
        value={beschreibung}
        onChange={(event) => onBeschreibung(event.target.value)}
      />
    </>
  );
}
