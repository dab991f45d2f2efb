// One of the other forms on a content page. Heading and introduction render on the server; the
// form itself (rjsf, and this form's schema, rules and precompiled validator) loads when the visitor comes near
// it, so content pages stay light. Submitting needs JavaScript anyway.
import { useRef } from 'react';
import type { Formularblock } from '@/codegen/out/types';
import { formularTexts } from '@/codegen/out/form-names';
import type { BlockProps } from '@/renderer/block-props';
import type { FormData } from '@/lib/forms/form-definition';
import { useFormCode } from '@/renderer/forms/use-form-code';
import styles from './Formular.module.css';

const loadFormView = () => import('./form/FormularForm').then((m) => m.FormularFormView);

function LazyForm({ name, initialData }: { name: Formularblock['formular']; initialData: FormData }) {
  const anchor = useRef<HTMLDivElement>(null);
  const code = useFormCode(anchor, name, loadFormView);
  return (
    <div ref={anchor}>
      {code ? (
        <code.component form={code.form} initialData={initialData} />
      ) : (
        <p className={styles.loading} role="status">
          Formular wird geladen …
        </p>
      )}
    </div>
  );
}

export default function FormularBlock({ content }: BlockProps<Formularblock>) {
  const name = content.formular;
  const titleId = `formular-${name}-titel`;
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId}>{content.titel ?? formularTexts[name].title}</h2>
      {content.einleitung && <p className={styles.intro}>{content.einleitung}</p>}
      <LazyForm name={name} initialData={name === 'kontakt' && content.betreff ? { betreff: content.betreff } : {}} />
    </section>
  );
}
