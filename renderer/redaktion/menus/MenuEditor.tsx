// One menu in the Redaktion: its entries as a form generated from the menu schema (title, target with the page
// picker, sub-entries as deep as the menu's place shows; add, remove and reorder with rjsf's array controls; moved and
// re-nested by drag and drop in the outline above the form, MenuOutline.tsx), checked
// live with the same rules the server stores and publishes with (lib/redaktion/shared/check-content.ts). Saved as a
// version like a page; published by somebody with the right to publish (four eyes: not by its author).
import { useMemo, useState } from 'react';
import { checkMenu } from '@/lib/redaktion/shared/check-content';
import { menuFormSchema } from '@/lib/redaktion/shared/menu-form-schema';
import type { MenueInfo } from '@/lib/redaktion/shared/types';
import { schemaLookup } from '@/lib/blocks/site-schemas';
import { draftErrorText } from '@/lib/blocks/validate-page';
import { BlockForm } from '../form/BlockForm';
import type { EditorFormContext } from '../form/widgets';
import styles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import { menuDrafts, useDraftVersions } from '../editor/draft-versions';
import type { MenuEntry } from '@/lib/redaktion/shared/menu-tree';
import { MenuOutline } from './MenuOutline';
import { ReleaseBar } from '../releases/ReleaseBar';
import type { PaketStand } from '@/lib/redaktion/shared/release-types';

export interface MenuEditorProps {
  menue: MenueInfo;
  inhalt: { menuItems: unknown[] };
  mayPublish: boolean;
  formContext: EditorFormContext;
  /** The menu's document, and the Änderungspaket it belongs to (or the open ones to add it to). */
  dokumentId: string;
  paketStand: PaketStand;
}

export function MenuEditor({ menue, inhalt, mayPublish, formContext, dokumentId, paketStand }: MenuEditorProps) {
  const [value, setValue] = useState<Record<string, unknown>>(inhalt);
  const [saved, setSaved] = useState<Record<string, unknown>>(inhalt);
  const newest = menue.neuesteVersion;
  const {
    version,
    busy,
    save: saveDraft,
    publish: publishDraft,
  } = useDraftVersions(
    useMemo(() => menuDrafts(menue.name), [menue.name]),
    newest ? { id: newest.id, nummer: newest.nummer } : null,
  );
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<ActionResult>(null);
  const schema = useMemo(() => menuFormSchema(menue.name), [menue.name]);
  const check = useMemo(() => checkMenu(menue.name, value), [menue.name, value]);
  const messages = useMemo(() => check.meldungen.map((m) => ({ pointer: m.pfad, message: m.meldung })), [check]);
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);

  const save = async (kommentar: string) => {
    const outcome = await saveDraft(value, kommentar);
    if (!outcome) return null;
    if (!outcome.ok) {
      setNotice({ kind: 'fehler', text: outcome.message });
      return null;
    }
    setSaved(value);
    return outcome.value;
  };

  const onSave = async () => {
    setNotice(null);
    setAttempt((n) => n + 1);
    const target = await save('Gespeichert');
    if (target) setNotice({ kind: 'ok', text: `Gespeichert als Version ${target.nummer}.` });
  };

  const onPublish = async () => {
    setNotice(null);
    setAttempt((n) => n + 1);
    if (check.fehler > 0) {
      setNotice({ kind: 'fehler', text: `Veröffentlichen nicht möglich: ${draftErrorText(check.fehler)}.` });
      return;
    }
    const target = dirty || !version ? await save('Vor dem Veröffentlichen gespeichert') : version;
    if (!target) return;
    const outcome = await publishDraft(target);
    setNotice(
      outcome.ok
        ? { kind: 'ok', text: `Veröffentlicht: Version ${target.nummer} ist jetzt auf allen Seiten zu sehen.` }
        : { kind: 'fehler', text: outcome.message },
    );
  };

  const errorText = draftErrorText(check.fehler);
  return (
    <div className={styles.editor}>
      <h1 className={styles.pageTitle}>Menü: {menue.titel}</h1>
      <p className={styles.hint}>
        {menue.maxEbenen === 1
          ? 'Dieses Menü ist eine einfache Liste von Links.'
          : `Dieses Menü zeigt bis zu ${menue.maxEbenen} Ebenen.`}{' '}
        Ziele sind Pfade dieser Website (/de/…) oder Adressen mit https://, mailto: oder tel:.
      </p>
      <div className={styles.toolbar}>
        <p className={styles.status} role="status">
          {busy
            ? 'Speichert …'
            : dirty
              ? 'Ungespeicherte Änderungen'
              : version
                ? `Version ${version.nummer}`
                : 'Noch keine Version'}
          {errorText && <span className={styles.badge}>{errorText}</span>}
        </p>
        <div className={styles.toolbarGroup}>
          <button type="button" className={styles.secondaryButton} disabled={busy} onClick={() => void onSave()}>
            Speichern
          </button>
          {mayPublish && (
            <button type="button" className={styles.primaryButton} disabled={busy} onClick={() => void onPublish()}>
              Veröffentlichen
            </button>
          )}
        </div>
      </div>
      <ActionNotice result={notice} />
      <ReleaseBar
        dokumentId={dokumentId}
        stand={paketStand}
        saveFirst={async () =>
          dirty || !version ? save('Vor dem Hinzufügen zum Änderungspaket gespeichert') : version
        }
      />
      <MenuOutline
        items={(value.menuItems ?? []) as MenuEntry[]}
        menu={{ name: menue.titel, levels: menue.maxEbenen }}
        onChange={(menuItems) => setValue((current) => ({ ...current, menuItems }))}
      />
      <section aria-label={`Einträge: ${menue.titel}`} className={styles.formPane} id="blockformular" tabIndex={-1}>
        <BlockForm
          schema={schema}
          lookup={schemaLookup}
          value={value}
          messages={messages}
          showAll={attempt > 0}
          attempt={attempt}
          formContext={formContext}
          onChange={setValue}
        />
      </section>
    </div>
  );
}
