// One of the other forms on a content page. Heading and introduction render on the server; the
// form itself (rjsf and the precompiled validators) loads after the page with next/dynamic, so
// content pages stay light. Submitting needs JavaScript anyway.
import dynamic from 'next/dynamic';
import type { Formularblock } from '@/codegen/out/types';
import { formularTexts } from '@/codegen/out/form-names';
import type { BlockProps } from '@/renderer/block-props';
import styles from './Formular.module.css';

const LazyForm = dynamic(() => import('./form/FormularForm').then((m) => m.FormularForm), {
  ssr: false,
  loading: () => (
    <p className={styles.loading} role="status">
      Formular wird geladen …
    </p>
  ),
});

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
