// The form of what is selected in the outline: the page's own fields, or one block. One form at a time.
import { memo, useEffect } from 'react';
import { ownEntry } from '@/lib/shapes/own-entry';
import { useAtomValue, useSetAtom } from 'jotai';
import { blockId, replaceOptions, replaceWithEmptyBlock } from '@/lib/redaktion/shared/block-operations';
import { migrateBlock } from '@/lib/blocks/migrate';
import { UnreadableBlock } from './UnreadableBlock';
import { blockSchemas, editorTitle, schemaLookup, sharedSchemas } from '@/lib/blocks/site-schemas';
import { BlockForm } from '../form/BlockForm';
import { loadRichTextEditor, type EditorFormContext } from '../form/widgets';
import {
  attemptAtom,
  changePageAtom,
  checkAtom,
  linkCheckAtom,
  pageAtom,
  PAGE_FIELD_NAMES,
  PAGE_FIELDS,
  selectedAtom,
} from './editor-state';
import { FORM_PANE_ID } from './focus-clicked-field';
import { countRender } from './render-count';
import styles from '../Redaktion.module.css';

type Node = Record<string, unknown>;

/** Made once: the schema of the page-fields form. */
const PAGE_FIELDS_SCHEMA: Node = (() => {
  const seite = sharedSchemas.seite!;
  const properties = seite.properties as Record<string, Node>;
  return {
    $id: 'seite-felder',
    type: 'object',
    required: ['title', 'pageLayout'],
    properties: Object.fromEntries(PAGE_FIELD_NAMES.map((name) => [name, properties[name]])),
  };
})();

/** Memoised: the editor's frame re-rendering (its save state) does not re-render it. */
export const SelectedForm = memo(function SelectedForm({ formContext }: { formContext: EditorFormContext }) {
  const page = useAtomValue(pageAtom);
  const selected = useAtomValue(selectedAtom);
  const check = useAtomValue(checkAtom);
  const links = useAtomValue(linkCheckAtom);
  const attempt = useAtomValue(attemptAtom);
  const change = useSetAtom(changePageAtom);
  countRender('SelectedForm', selected);
  // Nearly every page has text: the rich-text editor loads as the editor opens, not at the first block's click (which
  // then waited for it: the first switch took up to 420 ms on a page of 150 blocks, the others 10-30 ms).
  useEffect(() => {
    void loadRichTextEditor();
  }, []);

  if (selected === PAGE_FIELDS) {
    const value = Object.fromEntries(PAGE_FIELD_NAMES.map((name) => [name, page[name]]));
    return (
      <section aria-labelledby="formular-titel" className={styles.formPane} id="blockformular" tabIndex={-1}>
        <h2 id="formular-titel" className={styles.paneTitle}>
          Seiteneigenschaften
        </h2>
        <BlockForm
          key={PAGE_FIELDS}
          schema={PAGE_FIELDS_SCHEMA}
          lookup={schemaLookup}
          value={value}
          messages={check.page}
          standing={links.page}
          showAll={attempt > 0}
          attempt={attempt}
          formContext={formContext}
          onChange={(next) => change({ page: { ...page, ...next }, key: PAGE_FIELDS })}
        />
      </section>
    );
  }

  const block = page.content.find((b) => blockId(b) === selected);
  if (!block) {
    return (
      <section className={styles.formPane} id="blockformular" tabIndex={-1}>
        <p>Wählen Sie links einen Block, um ihn zu bearbeiten.</p>
      </section>
    );
  }
  const schema = ownEntry(blockSchemas, block.template);
  const name = editorTitle(schema, block.template);
  // A block read as stored because this build could not migrate it: never edited in the wrong shape.
  const migration = migrateBlock(block);
  const unreadable = migration.status === 'fehlgeschlagen' || migration.status === 'zu-neu';
  return (
    <section
      aria-labelledby="formular-titel"
      className={styles.formPane}
      id={FORM_PANE_ID}
      data-block={selected}
      tabIndex={-1}
    >
      <h2 id="formular-titel" className={styles.paneTitle}>
        {name}
      </h2>
      {unreadable ? (
        <UnreadableBlock
          block={block}
          migration={migration}
          onReplace={() => change({ page: replaceWithEmptyBlock(page, selected), key: selected })}
        />
      ) : schema ? (
        <>
          {typeof schema.description === 'string' && <p className={styles.hint}>{schema.description}</p>}
          <BlockForm
            key={selected}
            schema={schema}
            lookup={schemaLookup}
            value={(block.options ?? {}) as Record<string, unknown>}
            messages={check.blocks[selected] ?? []}
            standing={links.blocks[selected]}
            showAll={attempt > 0}
            attempt={attempt}
            formContext={formContext}
            onChange={(options) => change({ page: replaceOptions(page, selected, options), key: selected })}
          />
        </>
      ) : (
        <p role="alert">{check.blocks[selected]?.[0]?.message}</p>
      )}
    </section>
  );
});
