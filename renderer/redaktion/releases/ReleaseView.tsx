// One Änderungspaket: its state, its parts (each with the version it holds, a link to its editor and to the preview
// at its address, a newer version to take over, removal while it is open), the preview of the whole site as it will
// be, and the steps the permission table allows this account in the package's state: submit, send back, publish now,
// plan, cancel the plan, withdraw, rename, discard. The server checks every step again and answers the package.
import { useId, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { formatDatumUhrzeit } from '@/lib/format/datum';
import { darf } from '@/lib/redaktion/shared/permissions';
import {
  PAKET_ZUSTAND_NAMEN,
  releasePreviewAddress,
  TEIL_ART_NAMEN,
  type Paket,
  type PaketTeil,
} from '@/lib/redaktion/shared/release-types';
import { scheduleTime, SCHEDULE_TEXTS } from '@/lib/redaktion/shared/schedule-texts';
import { WORKFLOW_TEXTS } from '@/lib/redaktion/shared/workflow-texts';
import type { PaketApi, PostAction, SendOf } from '@/lib/redaktion/shared/api-contract';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import editorStyles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import styles from './Releases.module.css';
import { Field, TitleFields } from './Field';

export interface ReleaseViewProps {
  paket: Paket;
}

const at = (iso: string) => `${formatDatumUhrzeit(iso)} Uhr`;

type Step = Exclude<PostAction<PaketApi>, 'verwerfen'>;
type Body<S extends Step> = SendOf<PaketApi[S]['POST']>;

/** A step's button: disabled while a step runs. */
function StepButton({
  look = 'secondary',
  busy,
  onClick,
  children,
}: {
  look?: 'primary' | 'secondary' | 'danger';
  busy: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  const className =
    look === 'primary'
      ? editorStyles.primaryButton
      : look === 'danger'
        ? `${editorStyles.secondaryButton} ${editorStyles.danger}`
        : editorStyles.secondaryButton;
  return (
    <button type="button" className={className} disabled={busy} onClick={onClick}>
      {children}
    </button>
  );
}

function PartItem({
  teil,
  paketId,
  offen,
  onStep,
}: {
  teil: PaketTeil;
  paketId: string;
  offen: boolean;
  onStep<S extends Step>(step: S, body: Body<S>, ok: string): Promise<void>;
}) {
  const { version } = teil;
  return (
    <li className={styles.part}>
      <h3>
        <span className={styles.kind}>{TEIL_ART_NAMEN[teil.art]}</span>
        <Link href={teil.bearbeiten}>{teil.titel}</Link>
      </h3>
      <p className={styles.meta}>
        Version {version.nummer} von {version.autor}, {at(version.erstelltAm)}
        {' · '}
        {teil.pfad ? (
          <>
            {teil.pfad} (<Link href={releasePreviewAddress(paketId, teil.pfad)}>Vorschau</Link>)
          </>
        ) : (
          'auf jeder Seite zu sehen'
        )}
      </p>
      {teil.archiviert && (
        <p className={styles.warning}>Gelöscht (archiviert): so kann das Paket nicht online gehen.</p>
      )}
      {version.fehler > 0 && (
        <p className={styles.warning}>
          Diese Version enthält {version.fehler === 1 ? 'einen Fehler' : `${version.fehler} Fehler`}.
        </p>
      )}
      {!teil.imBereich && <p className={styles.warning}>Liegt außerhalb Ihrer Bearbeitungsrechte.</p>}
      {teil.neuere && <p className={styles.meta}>Es gibt eine neuere Version ({teil.neuere.nummer}).</p>}
      {offen && teil.imBereich && (
        <div className={styles.partActions}>
          {teil.neuere && (
            <button
              type="button"
              className={editorStyles.smallButton}
              onClick={() =>
                void onStep(
                  'teil-hinzufuegen',
                  { dokumentId: teil.dokumentId, versionId: teil.neuere!.id },
                  `Version ${teil.neuere!.nummer} von „${teil.titel}“ übernommen.`,
                )
              }
            >
              Version {teil.neuere.nummer} übernehmen<span className="visually-hidden">: {teil.titel}</span>
            </button>
          )}
          <button
            type="button"
            className={editorStyles.smallButton}
            onClick={() =>
              void onStep('teil-entfernen', { dokumentId: teil.dokumentId }, `„${teil.titel}“ aus dem Paket genommen.`)
            }
          >
            Entfernen<span className="visually-hidden">: {teil.titel}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/** Where the package stands, in one sentence. */
function standText(paket: Paket): string {
  switch (paket.zustand) {
    case 'entwurf':
      return 'In Arbeit: Teile lassen sich hinzufügen, austauschen und entfernen. Eingereicht wird das Paket als Ganzes.';
    case 'zur_freigabe':
      return `Eingereicht${paket.eingereicht ? ` von ${paket.eingereicht.von} am ${at(paket.eingereicht.am)}` : ''}${
        paket.eingereicht?.kommentar ? ` – Kommentar: ${paket.eingereicht.kommentar}` : '.'
      }`;
    case 'geplant':
      return `Freigegeben${paket.freigabe ? ` von ${paket.freigabe.von}` : ''}; alle Teile gehen am ${scheduleTime(
        paket.zeitpunkt!,
      )} gemeinsam online.`;
    case 'veroeffentlicht':
      return `Veröffentlicht am ${at(paket.veroeffentlichtAm!)}${paket.freigabe ? `, freigegeben von ${paket.freigabe.von}` : ''}.`;
    case 'zurueckgezogen':
      return `Zurückgezogen${paket.zurueckgezogen ? ` von ${paket.zurueckgezogen.von} am ${at(paket.zurueckgezogen.am)}` : ''}: jeder Teil zeigt wieder, was vorher veröffentlicht war.`;
  }
}

export function ReleaseView({ paket: initial, konto }: ReleaseViewProps & { konto: RedaktionKonto }) {
  const router = useRouter();
  const [paket, setPaket] = useState(initial);
  const [notice, setNotice] = useState<ActionResult>(null);
  const [kommentar, setKommentar] = useState('');
  const [grund, setGrund] = useState('');
  const [zeitpunkt, setZeitpunkt] = useState('');
  const [titel, setTitel] = useState(initial.titel);
  const [beschreibung, setBeschreibung] = useState(initial.beschreibung);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const may = (aktion: Parameters<typeof darf>[1]) => darf(konto.rolle, aktion, paket.zustand);
  const offen = may('paket_bearbeiten');

  async function onStep<S extends Step>(step: S, body: Body<S>, ok: string) {
    setNotice(null);
    setFehler({});
    setBusy(true);
    try {
      const answer = await redaktionApi.paket(paket.id)(step, body as never);
      if (!answer.ok) {
        if (answer.body.fields) return setFehler(answer.body.fields);
        return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Das hat nicht geklappt.' });
      }
      setPaket((answer.body as { paket: Paket }).paket);
      setNotice({ kind: 'ok', text: ok });
    } finally {
      setBusy(false);
    }
  }

  const discard = async () => {
    setNotice(null);
    const answer = await redaktionApi.paket(paket.id)('verwerfen', {});
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Verwerfen fehlgeschlagen.' });
    await router.push('/redaktion/pakete');
  };

  const firstPath = paket.teile.find((teil) => teil.pfad)?.pfad ?? '/de';
  return (
    <div className={styles.steps}>
      <p>
        <Link href="/redaktion/pakete">Alle Änderungspakete</Link>
      </p>
      <div className={styles.head}>
        <h1>{paket.titel}</h1>
        <span className={`${styles.state} ${styles[`state_${paket.zustand}`] ?? ''}`}>
          {PAKET_ZUSTAND_NAMEN[paket.zustand]}
        </span>
      </div>
      {paket.beschreibung && <p className={styles.intro}>{paket.beschreibung}</p>}
      <p className={styles.meta}>
        Angelegt von {paket.angelegt.von} am {at(paket.angelegt.am)}.
      </p>
      <p>{standText(paket)}</p>
      {paket.rueckweisung && (
        <p className={editorStyles.failure}>
          Zurückgewiesen von {paket.rueckweisung.von} am {at(paket.rueckweisung.am)}: {paket.rueckweisung.grund}
        </p>
      )}
      {paket.teile.length > 0 && (
        <p>
          <Link className={styles.previewLink} href={releasePreviewAddress(paket.id, firstPath)}>
            Vorschau: die Website mit diesem Paket
          </Link>
        </p>
      )}
      <ActionNotice result={notice} />

      <section aria-labelledby={`${id}-teile`}>
        <h2 id={`${id}-teile`}>Teile ({paket.teile.length})</h2>
        {paket.teile.length === 0 ? (
          <p>
            Noch keine Teile. Öffnen Sie eine Seite, ein Menü oder einen Eintrag und wählen Sie dort „Zum Paket
            hinzufügen“.
          </p>
        ) : (
          <ul className={styles.parts}>
            {paket.teile.map((teil) => (
              <PartItem key={teil.dokumentId} teil={teil} paketId={paket.id} offen={offen} onStep={onStep} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-freigabe`} className={editorStyles.approval}>
        <h2 id={`${id}-freigabe`} className={editorStyles.approvalTitle}>
          Freigabe
        </h2>
        {may('paket_einreichen') && (
          <div className={editorStyles.approvalForm}>
            <label htmlFor={`${id}-kommentar`}>Kommentar für die Freigabe (freiwillig)</label>
            <textarea
              id={`${id}-kommentar`}
              rows={2}
              maxLength={2000}
              value={kommentar}
              onChange={(event) => setKommentar(event.target.value)}
            />
            <StepButton
              busy={busy}
              onClick={() => void onStep('einreichen', { kommentar }, 'Das Paket ist zur Freigabe eingereicht.')}
            >
              Paket zur Freigabe einreichen
            </StepButton>
          </div>
        )}
        {may('paket_veroeffentlichen') && (
          <>
            <div className={editorStyles.toolbarGroup}>
              <StepButton
                look="primary"
                busy={busy}
                onClick={() =>
                  void onStep('veroeffentlichen', {}, 'Veröffentlicht: alle Teile des Pakets sind jetzt online.')
                }
              >
                Jetzt veröffentlichen
              </StepButton>
            </div>
            <div className={editorStyles.approvalForm}>
              <Field
                id={`${id}-zeit`}
                label="Veröffentlichen am (Datum und Uhrzeit, deutsche Zeit)"
                fehler={fehler.zeitpunkt ?? null}
              >
                {(described) => (
                  <input
                    id={`${id}-zeit`}
                    type="datetime-local"
                    className={formStyles.input}
                    value={zeitpunkt}
                    onChange={(event) => setZeitpunkt(event.target.value)}
                    {...described}
                  />
                )}
              </Field>
              <StepButton
                busy={busy}
                onClick={() =>
                  zeitpunkt
                    ? void onStep('planen', { zeitpunkt }, 'Geplant: das Paket geht zum gewählten Zeitpunkt online.')
                    : setFehler({ zeitpunkt: SCHEDULE_TEXTS.timeMissing })
                }
              >
                Veröffentlichung planen
              </StepButton>
            </div>
          </>
        )}
        {may('paket_zurueckweisen') && (
          <div className={editorStyles.approvalForm}>
            <Field id={`${id}-grund`} label="Grund für die Rückgabe" fehler={fehler.grund ?? null}>
              {(described) => (
                <textarea
                  id={`${id}-grund`}
                  rows={2}
                  maxLength={2000}
                  value={grund}
                  onChange={(event) => setGrund(event.target.value)}
                  {...described}
                />
              )}
            </Field>
            <StepButton
              busy={busy}
              onClick={() =>
                grund.trim()
                  ? void onStep('zurueckweisen', { grund }, 'Das Paket ist an die Redaktion zurückgegeben.')
                  : setFehler({ grund: WORKFLOW_TEXTS.reasonMissing })
              }
            >
              Paket zurückweisen
            </StepButton>
          </div>
        )}
        {may('paket_termin_abbrechen') && (
          <div className={editorStyles.toolbarGroup}>
            <StepButton
              busy={busy}
              onClick={() =>
                void onStep('termin-abbrechen', {}, 'Der Termin ist abgebrochen; das Paket wartet wieder auf Freigabe.')
              }
            >
              Termin abbrechen
            </StepButton>
          </div>
        )}
        {may('paket_zurueckziehen') && (
          <div className={editorStyles.approvalForm}>
            <p className={editorStyles.hint}>
              Zurückziehen setzt jeden Teil auf die Version zurück, die vor dem Paket veröffentlicht war; was vorher
              nicht veröffentlicht war, geht offline.
            </p>
            <StepButton
              look="danger"
              busy={busy}
              onClick={() => void onStep('zurueckziehen', {}, 'Das Paket ist zurückgezogen.')}
            >
              Paket zurückziehen
            </StepButton>
          </div>
        )}
        {!offen &&
          !may('paket_veroeffentlichen') &&
          !may('paket_zurueckweisen') &&
          !may('paket_termin_abbrechen') &&
          !may('paket_zurueckziehen') && <p className={editorStyles.hint}>Für dieses Paket ist nichts zu tun.</p>}
      </section>

      {offen && (
        <section aria-labelledby={`${id}-aendern`} className={editorStyles.approval}>
          <h2 id={`${id}-aendern`} className={editorStyles.approvalTitle}>
            Titel und Beschreibung
          </h2>
          <div className={editorStyles.approvalForm}>
            <TitleFields
              id={id}
              titel={titel}
              beschreibung={beschreibung}
              fehler={fehler.titel ?? null}
              onTitel={setTitel}
              onBeschreibung={setBeschreibung}
            />
            <StepButton
              busy={busy}
              onClick={() => void onStep('bearbeiten', { titel, beschreibung }, 'Titel und Beschreibung gespeichert.')}
            >
              Speichern
            </StepButton>
          </div>
          {may('paket_verwerfen') && (
            <details>
              <summary>Paket verwerfen</summary>
              <p className={editorStyles.hint}>
                Das Paket wird gelöscht. Seiten, Menüs und Einträge bleiben, wie sie sind, mit allen ihren Versionen.
              </p>
              <button
                type="button"
                className={`${editorStyles.secondaryButton} ${editorStyles.danger}`}
                onClick={() => void discard()}
              >
                Paket endgültig verwerfen
              </button>
            </details>
          )}
        </section>
      )}
    </div>
  );
}
