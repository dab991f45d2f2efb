// One entry of a collection in the Redaktion: its form made from the collection's entry schema (the same widgets as
// a block's: rich text, media and page pickers, date fields), checked live with the validator the site uses, saved as
// a version; submitted, sent back, published by a second person, taken offline or planned like a page; beside it the
// preview of the entry where visitors will see it (its own page, or the list that shows it).
import { useMemo, useState } from 'react';
import Link from 'next/link';
import { checkEntry } from '@/lib/redaktion/shared/check-entry';
import { entryFormSchema } from '@/lib/redaktion/shared/entry-form-schema';
import type { EintragInfo } from '@/lib/redaktion/shared/entry-types';
import type { Einsendung } from '@/lib/redaktion/shared/entry-types';
import type { Freigabestand } from '@/lib/redaktion/shared/workflow-types';
import { describeSchedule, type Zeitplan } from '@/lib/redaktion/shared/schedule-texts';
import { STATUS_LABELS } from '@/lib/redaktion/shared/page-tree';
import { darf } from '@/lib/redaktion/shared/permissions';
import { formatDatum, formatDatumUhrzeit } from '@/lib/format/datum';
import { schemaLookup } from '@/lib/blocks/site-schemas';
import { draftErrorText } from '@/lib/blocks/validate-page';
import { sammlung as declarationOf, type SammlungName } from '@/lib/sammlungen/registry';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import { BlockForm } from '../form/BlockForm';
import type { EditorFormContext } from '../form/widgets';
import editorStyles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import { entryDrafts, useDraftVersions } from '../editor/draft-versions';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import styles from './Collections.module.css';
import { collectionLink, type SammlungSicht } from './collection-view-types';
import { ReleaseBar } from '../releases/ReleaseBar';
import type { PaketStand } from '@/lib/redaktion/shared/release-types';

export interface EntryEditorProps {
  sammlung: SammlungSicht;
  eintrag: EintragInfo;
  inhalt: Record<string, unknown>;
  stand: Freigabestand | null;
  termine: Zeitplan[];
  formContext: EditorFormContext;
  /** The Änderungspaket the entry belongs to, and the open ones it can be added to. */
  paketStand: PaketStand;
  /** When a resident reported it through a form of the site: the submission, which holds the sender's details. */
  einsendung: Einsendung | null;
}

type Ansicht = 'seite' | 'liste';

/** Until when an entry is current, as a person says it: a day's end is 'bis einschließlich' that day. */
function currentUntilText(iso: string): string {
  const shown = formatDatumUhrzeit(iso);
  if (!shown.endsWith('00:00')) return `aktuell bis ${shown} Uhr`;
  return `aktuell bis einschließlich ${formatDatum(new Date(new Date(iso).getTime() - 60_000))}`;
}

export function EntryEditor({
  sammlung,
  eintrag,
  inhalt,
  stand: initialStand,
  termine: initialTermine,
  formContext,
  paketStand,
  einsendung,
  konto,
}: EntryEditorProps & { konto: RedaktionKonto }) {
  const declaration = declarationOf(sammlung.name as SammlungName);
  const schema = useMemo(() => entryFormSchema(declaration, schemaLookup), [declaration]);
  const [value, setValue] = useState(inhalt);
  const [saved, setSaved] = useState(inhalt);
  const [stand, setStand] = useState(initialStand);
  const [status, setStatus] = useState(eintrag.status);
  const [termine, setTermine] = useState(initialTermine);
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<ActionResult>(null);
  const [kommentar, setKommentar] = useState('');
  const [grund, setGrund] = useState('');
  const [zeitpunkt, setZeitpunkt] = useState('');
  const [ansicht, setAnsicht] = useState<Ansicht>(sammlung.seiten ? 'seite' : 'liste');
  const calls = useMemo(() => entryDrafts(sammlung.name, eintrag.id), [sammlung.name, eintrag.id]);
  const newest = eintrag.neuesteVersion;
  const {
    version,
    busy,
    save: saveDraft,
  } = useDraftVersions(calls, newest ? { id: newest.id, nummer: newest.nummer } : null);
  const check = useMemo(() => checkEntry(declaration, value), [declaration, value]);
  const messages = useMemo(() => check.meldungen.map((m) => ({ pointer: m.pfad, message: m.meldung })), [check]);
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);
  const mayApprove = darf(konto.rolle, 'veroeffentlichen', 'zur_freigabe');
  const waiting = stand?.zustand === 'zur_freigabe';
  const api = redaktionApi.eintrag(sammlung.name, eintrag.id);
  const title = String(value[sammlung.titelfeld] ?? '') || `${sammlung.eintrag} ohne Titel`;

  const saveIfNeeded = async (comment: string) => {
    if (!dirty && version) return version;
    const outcome = await saveDraft(value, comment);
    if (!outcome) return null;
    if (!outcome.ok) {
      setNotice({ kind: 'fehler', text: outcome.message });
      return null;
    }
    setSaved(value);
    setStand(null);
    if (status === 'veroeffentlicht') setStatus('geaendert');
    return { id: outcome.value.id, nummer: outcome.value.nummer };
  };

  const run = async (action: () => Promise<void>) => {
    setNotice(null);
    setAttempt((n) => n + 1);
    await action();
  };

  const onSave = () =>
    run(async () => {
      const target = await saveIfNeeded('Gespeichert');
      if (target) setNotice({ kind: 'ok', text: `Gespeichert als Version ${target.nummer}.` });
    });

  const onSubmit = () =>
    run(async () => {
      if (check.fehler > 0)
        return setNotice({ kind: 'fehler', text: `Einreichen nicht möglich: ${draftErrorText(check.fehler)}.` });
      const target = await saveIfNeeded('Vor dem Einreichen gespeichert');
      if (!target) return;
      const answer = await api('einreichen', { versionId: target.id, ...(kommentar ? { kommentar } : {}) });
      if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht eingereicht.' });
      setStand({
        zustand: 'zur_freigabe',
        einreichung: kommentar,
        eingereichtAm: new Date().toISOString(),
        rueckweisung: null,
      });
      setKommentar('');
      setNotice({ kind: 'ok', text: `Version ${target.nummer} ist zur Freigabe eingereicht.` });
    });

  const onPublish = () =>
    run(async () => {
      if (!version) return;
      const answer = await api('veroeffentlichen', { versionId: version.id });
      if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht veröffentlicht.' });
      setStatus('veroeffentlicht');
      setStand({ zustand: 'veroeffentlicht', einreichung: '', eingereichtAm: null, rueckweisung: null });
      setNotice({
        kind: 'ok',
        text: `Veröffentlicht: Version ${version.nummer} ist jetzt auf der Website zu sehen${answer.body.pfad ? ` (${answer.body.pfad})` : ''}.`,
      });
    });

  const onSendBack = () =>
    run(async () => {
      if (!version) return;
      if (!grund.trim())
        return setNotice({ kind: 'fehler', text: 'Bitte geben Sie einen Grund an, warum Sie zurückweisen.' });
      const answer = await api('zurueckweisen', { versionId: version.id, grund });
      if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht zurückgewiesen.' });
      setStand({
        zustand: 'entwurf',
        einreichung: '',
        eingereichtAm: null,
        rueckweisung: { grund, von: konto.name, am: new Date().toISOString() },
      });
      setGrund('');
      setNotice({ kind: 'ok', text: `Version ${version.nummer} ist zurückgewiesen.` });
    });

  const onOffline = () =>
    run(async () => {
      const answer = await api('zurueckziehen', {});
      if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht offline genommen.' });
      setStatus('entwurf');
      setNotice({ kind: 'ok', text: 'Der Eintrag ist nicht mehr auf der Website zu sehen.' });
    });

  const onPlan = (art: 'veroeffentlichen' | 'zurueckziehen') =>
    run(async () => {
      if (!zeitpunkt)
        return setNotice({ kind: 'fehler', text: 'Bitte geben Sie Datum und Uhrzeit an (TT.MM.JJJJ, HH:MM).' });
      const answer = await api('termine', {
        art,
        zeitpunkt,
        ...(art === 'veroeffentlichen' && version ? { versionId: version.id } : {}),
      });
      if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht geplant.' });
      setTermine(answer.body.termine);
      setNotice({ kind: 'ok', text: 'Geplant.' });
    });

  const onCancel = (terminId: number) =>
    run(async () => {
      const answer = await api('termin-abbrechen', { terminId });
      if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht abgebrochen.' });
      setTermine(answer.body.termine);
    });

  const previewUrl = `/redaktion/vorschau/eintrag/${encodeURIComponent(sammlung.name)}/${encodeURIComponent(eintrag.id)}?ansicht=${ansicht}${version ? `&version=${version.id}` : ''}`;
  return (
    <div>
      <p>
        <Link href={collectionLink(sammlung.name)}>{sammlung.titel}</Link>
      </p>
      <h1 className={editorStyles.pageTitle}>
        {sammlung.eintrag}: {title}
      </h1>
      <p className={styles.meta}>
        Nr. {eintrag.kennung} · {STATUS_LABELS[status]}
        {eintrag.pfad ? ` · eigene Seite ${eintrag.pfad}` : ''}
        {eintrag.aktuellBis ? ` · ${currentUntilText(eintrag.aktuellBis)}` : ''}
      </p>
      <div className={editorStyles.toolbar}>
        <p className={editorStyles.status} role="status">
          {busy
            ? 'Speichert …'
            : dirty
              ? 'Ungespeicherte Änderungen'
              : version
                ? `Version ${version.nummer}`
                : 'Noch keine Version'}
          {check.fehler > 0 && <span className={editorStyles.badge}>{draftErrorText(check.fehler)}</span>}
        </p>
        <div className={editorStyles.toolbarGroup}>
          <button type="button" className={editorStyles.secondaryButton} disabled={busy} onClick={() => void onSave()}>
            Speichern
          </button>
        </div>
      </div>
      {einsendung && (
        <p role="note">
          Über das Formular der Website gemeldet am {formatDatumUhrzeit(einsendung.eingegangenAm)} Uhr. Wer es gemeldet
          hat und wie die Person erreichbar ist, steht nur im{' '}
          <Link href={`/redaktion/eingaenge/${encodeURIComponent(einsendung.eingangId)}`}>Eingang</Link> (er wird nach
          seiner Aufbewahrungsfrist gelöscht); bitte prüfen und ergänzen Sie die Angaben vor dem Einreichen.
        </p>
      )}
      {stand?.rueckweisung && !waiting && (
        <p role="note">
          Zurückgewiesen von {stand.rueckweisung.von} am {formatDatumUhrzeit(stand.rueckweisung.am)}: „
          {stand.rueckweisung.grund}“
        </p>
      )}
      {waiting && (
        <p role="note">
          Version {version?.nummer} wartet auf Freigabe{stand?.einreichung ? `: „${stand.einreichung}“` : '.'}
        </p>
      )}
      <div className={styles.workflow}>
        {!waiting && (
          <>
            <label>
              Kommentar zur Einreichung (freiwillig)
              <input value={kommentar} maxLength={2000} onChange={(e) => setKommentar(e.target.value)} />
            </label>
            <button
              type="button"
              className={editorStyles.secondaryButton}
              disabled={busy}
              onClick={() => void onSubmit()}
            >
              Zur Freigabe einreichen
            </button>
          </>
        )}
        {waiting && mayApprove && (
          <>
            <button
              type="button"
              className={editorStyles.primaryButton}
              disabled={busy || dirty}
              onClick={() => void onPublish()}
            >
              Veröffentlichen
            </button>
            <label>
              Grund der Zurückweisung
              <input value={grund} maxLength={2000} onChange={(e) => setGrund(e.target.value)} />
            </label>
            <button
              type="button"
              className={editorStyles.secondaryButton}
              disabled={busy}
              onClick={() => void onSendBack()}
            >
              Zurückweisen
            </button>
          </>
        )}
        {mayApprove && (status === 'veroeffentlicht' || status === 'geaendert') && (
          <button
            type="button"
            className={editorStyles.secondaryButton}
            disabled={busy}
            onClick={() => void onOffline()}
          >
            Offline nehmen
          </button>
        )}
      </div>
      {mayApprove && (
        <div className={styles.workflow}>
          <label>
            Zeitpunkt (Europa/Berlin)
            <input type="datetime-local" value={zeitpunkt} onChange={(e) => setZeitpunkt(e.target.value)} />
          </label>
          {waiting && (
            <button
              type="button"
              className={editorStyles.secondaryButton}
              disabled={busy || dirty}
              onClick={() => void onPlan('veroeffentlichen')}
            >
              Veröffentlichung planen
            </button>
          )}
          {(status === 'veroeffentlicht' || status === 'geaendert') && (
            <button
              type="button"
              className={editorStyles.secondaryButton}
              disabled={busy}
              onClick={() => void onPlan('zurueckziehen')}
            >
              Offline nehmen planen
            </button>
          )}
        </div>
      )}
      {termine.length > 0 && (
        <ul aria-label="Geplant">
          {termine.map((termin) => (
            <li key={termin.id}>
              {describeSchedule(termin)} (geplant von {termin.von}){' '}
              {mayApprove && (
                <button
                  type="button"
                  className={editorStyles.secondaryButton}
                  disabled={busy}
                  onClick={() => void onCancel(termin.id)}
                >
                  Termin abbrechen
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ActionNotice result={notice} />
      <ReleaseBar
        dokumentId={eintrag.id}
        stand={paketStand}
        saveFirst={() => saveIfNeeded('Vor dem Hinzufügen zum Änderungspaket gespeichert')}
      />
      <div className={styles.columns}>
        <section
          aria-label={`Formular: ${sammlung.eintrag}`}
          className={editorStyles.formPane}
          id="blockformular"
          tabIndex={-1}
        >
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
        <section aria-label="Vorschau" className={styles.preview}>
          <div className={styles.workflow} role="group" aria-label="Vorschau zeigt">
            {sammlung.seiten && (
              <button
                type="button"
                className={editorStyles.secondaryButton}
                aria-pressed={ansicht === 'seite'}
                onClick={() => setAnsicht('seite')}
              >
                Eigene Seite
              </button>
            )}
            <button
              type="button"
              className={editorStyles.secondaryButton}
              aria-pressed={ansicht === 'liste'}
              onClick={() => setAnsicht('liste')}
            >
              In der Liste
            </button>
          </div>
          <p className={styles.meta}>
            Die Vorschau zeigt die gespeicherte Fassung{dirty ? ' (ungespeicherte Änderungen fehlen noch)' : ''}.
          </p>
          <iframe key={previewUrl} src={previewUrl} title={`Vorschau: ${title}`} />
        </section>
      </div>
    </div>
  );
}
