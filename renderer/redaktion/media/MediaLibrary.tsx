// The media library of the Redaktion: upload images (JPEG, PNG, WebP) and PDFs by file picker or drag and drop, each
// judged by the server by its content; search and filter; per file the alt text (or 'dekorativ') and copyright;
// delete, which the server refuses while a page or menu uses the file (and says where).
import Image from 'next/image';
import { thumbnailUrl } from '@/lib/medien/media-types';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import type { Medium, MediumArt } from '@/lib/medien/media-types';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import editorStyles from '../Redaktion.module.css';
import styles from './MediaLibrary.module.css';
import { formatDatum } from '@/lib/format/datum';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';
const SIZE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const sizeText = (bytes: number) =>
  bytes >= 1_000_000 ? `${SIZE.format(bytes / 1_000_000)} MB` : `${SIZE.format(Math.ceil(bytes / 1000))} kB`;

async function uploadFile(file: File): Promise<{ ok: true; medium: Medium } | { ok: false; message: string }> {
  const answer = await redaktionApi.hochladen(file);
  return answer.ok && answer.body.medium
    ? { ok: true, medium: answer.body.medium }
    : { ok: false, message: answer.body.message ?? 'Das Hochladen ist fehlgeschlagen.' };
}

function MediumCard({ medium, onChange, onDeleted }: { medium: Medium; onChange(m: Medium): void; onDeleted(): void }) {
  const id = useId();
  const [alt, setAlt] = useState(medium.alt);
  const [dekorativ, setDekorativ] = useState(medium.dekorativ);
  const [copyright, setCopyright] = useState(medium.copyright);
  const [altError, setAltError] = useState<string | null>(null);
  const [result, setResult] = useState<ActionResult>(null);
  const isImage = medium.art === 'bild';

  const save = async () => {
    setResult(null);
    setAltError(null);
    const answer = await redaktionApi.medium(medium.id)('angaben', { alt, dekorativ, copyright });
    if (!answer.ok) {
      if (answer.body.fields?.alt) return setAltError(answer.body.fields.alt);
      return setResult({ kind: 'fehler', text: answer.body.message ?? 'Speichern fehlgeschlagen.' });
    }
    onChange(answer.body.medium);
    setAlt(answer.body.medium.alt);
    setResult({ kind: 'ok', text: 'Angaben gespeichert.' });
  };

  const remove = async () => {
    setResult(null);
    if (!window.confirm(`„${medium.dateiname}“ endgültig löschen?`)) return;
    const answer = await redaktionApi.medium(medium.id)('loeschen', {});
    if (answer.ok) return onDeleted();
    setResult({ kind: 'fehler', text: answer.body.message ?? 'Löschen fehlgeschlagen.' });
  };

  return (
    <li className={styles.card}>
      <div className={styles.preview}>
        {isImage ? (
          // The Redaktion's own thumbnail, with the editor's session: an unpublished file is not public, so not
          // for the image optimizer (lib/medien/thumbnail.ts).
          <Image
            src={thumbnailUrl(medium.url) ?? medium.url}
            alt=""
            width={160}
            height={120}
            unoptimized
            className={styles.thumb}
          />
        ) : (
          <span className={styles.pdf} aria-hidden="true">
            PDF
          </span>
        )}
      </div>
      <div className={styles.details}>
        <h2 className={styles.name}>
          <a href={medium.url}>{medium.dateiname}</a>
        </h2>
        <p className={styles.meta}>
          {isImage ? `Bild, ${medium.breite} × ${medium.hoehe} px` : 'PDF-Dokument'}, {sizeText(medium.groesse)} ·
          hochgeladen von {medium.hochgeladenVon} am {formatDatum(medium.hochgeladenAm)}
        </p>
        <form
          className={styles.form}
          aria-label={`Angaben zu ${medium.dateiname}`}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {isImage && (
            <>
              <div className={altError ? `${formStyles.field} ${formStyles.fieldInvalid}` : formStyles.field}>
                <label htmlFor={`${id}-alt`} className={formStyles.label}>
                  Alternativtext
                </label>
                <p id={`${id}-alt-hinweis`} className={formStyles.hint}>
                  Was das Bild zeigt, für Menschen, die es nicht sehen.
                </p>
                {altError && (
                  <p id={`${id}-alt-fehler`} className={formStyles.error}>
                    <span className="visually-hidden">Fehler: </span>
                    {altError}
                  </p>
                )}
                <input
                  id={`${id}-alt`}
                  className={formStyles.input}
                  value={alt}
                  maxLength={300}
                  disabled={dekorativ}
                  aria-invalid={altError ? true : undefined}
                  aria-describedby={altError ? `${id}-alt-hinweis ${id}-alt-fehler` : `${id}-alt-hinweis`}
                  onChange={(event) => setAlt(event.target.value)}
                />
              </div>
              <div className={formStyles.checkbox}>
                <input
                  id={`${id}-dekorativ`}
                  type="checkbox"
                  checked={dekorativ}
                  onChange={(event) => setDekorativ(event.target.checked)}
                />
                <label htmlFor={`${id}-dekorativ`}>Dekorativ (ohne Alternativtext)</label>
              </div>
            </>
          )}
          <div className={formStyles.field}>
            <label htmlFor={`${id}-copyright`} className={formStyles.label}>
              Copyright <span className={formStyles.optional}>(freiwillig)</span>
            </label>
            <input
              id={`${id}-copyright`}
              className={formStyles.input}
              value={copyright}
              maxLength={200}
              onChange={(event) => setCopyright(event.target.value)}
            />
          </div>
          <div className={styles.buttons}>
            <button type="submit" className={editorStyles.secondaryButton}>
              Speichern<span className="visually-hidden">: {medium.dateiname}</span>
            </button>
            <button type="button" className={editorStyles.smallButton} onClick={() => void remove()}>
              Löschen<span className="visually-hidden">: {medium.dateiname}</span>
            </button>
          </div>
        </form>
        <ActionNotice result={result} />
      </div>
    </li>
  );
}

export function MediaLibrary({ medien }: { medien: Medium[] }) {
  const [items, setItems] = useState(medien);
  const [suche, setSuche] = useState('');
  const [art, setArt] = useState<'' | MediumArt>('');
  const [uploads, setUploads] = useState<{ name: string; result: ActionResult }[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const shown = useMemo(() => {
    const term = suche.trim().toLowerCase();
    return items.filter(
      (m) =>
        (!art || m.art === art) && (!term || `${m.dateiname} ${m.alt} ${m.copyright}`.toLowerCase().includes(term)),
    );
  }, [items, suche, art]);

  const upload = async (files: Iterable<File>) => {
    setBusy(true);
    const results: { name: string; result: ActionResult }[] = [];
    for (const file of files) {
      const answer = await uploadFile(file);
      if (answer.ok) setItems((old) => [answer.medium, ...old]);
      results.push({
        name: file.name,
        result: answer.ok
          ? {
              kind: 'ok',
              text: `„${file.name}“ ist hochgeladen${answer.medium.art === 'bild' ? ': Bitte geben Sie einen Alternativtext an oder markieren Sie es als dekorativ.' : '.'}`,
            }
          : { kind: 'fehler', text: `„${file.name}“: ${answer.message}` },
      });
    }
    setUploads(results);
    setBusy(false);
  };

  // Files chosen before React took the page over (it starts after the first paint) raised their change event with
  // nobody listening: the picker still holds them, so they go up now instead of being lost.
  useEffect(() => {
    const chosen = Array.from(picker.current?.files ?? []);
    if (!chosen.length) return;
    picker.current!.value = '';
    void upload(chosen); // once, at hydration: later choices arrive by onChange
  }, []);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void upload(Array.from(event.dataTransfer.files));
  };

  return (
    <>
      <h1>Medien</h1>
      <div
        className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor="medien-datei" className={formStyles.label}>
          Dateien hochladen
        </label>
        <p id="medien-hinweis" className={formStyles.hint}>
          Bilder (JPEG, PNG, WebP, höchstens 10 MB) und PDF-Dokumente (höchstens 20 MB). Ziehen Sie Dateien hierher oder
          wählen Sie sie aus. Bilder werden neu gespeichert, ohne Kamera- und Ortsdaten; SVG-Grafiken werden nicht
          angenommen, weil sie Skripte enthalten können.
        </p>
        <input
          ref={picker}
          id="medien-datei"
          type="file"
          multiple
          accept={ACCEPT}
          disabled={busy}
          aria-describedby="medien-hinweis"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) void upload(files);
          }}
        />
        {busy && <p role="status">Lädt hoch …</p>}
        {uploads.map((entry, index) => (
          <ActionNotice key={`${entry.name}-${index}`} result={entry.result} />
        ))}
      </div>

      <div className={styles.filters}>
        <div className={formStyles.field}>
          <label htmlFor="medien-suche" className={formStyles.label}>
            Mediathek durchsuchen (Dateiname, Alternativtext, Copyright)
          </label>
          <input
            id="medien-suche"
            type="search"
            className={formStyles.input}
            value={suche}
            onChange={(event) => setSuche(event.target.value)}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="medien-art" className={formStyles.label}>
            Art
          </label>
          <select
            id="medien-art"
            className={formStyles.select}
            value={art}
            onChange={(event) => setArt(event.target.value as '' | MediumArt)}
          >
            <option value="">Alle</option>
            <option value="bild">Bilder</option>
            <option value="dokument">PDF-Dokumente</option>
          </select>
        </div>
      </div>
      <p role="status" className={styles.count}>
        {shown.length === 1 ? '1 Datei' : `${shown.length} Dateien`}
      </p>
      <ul className={styles.list}>
        {shown.map((medium) => (
          <MediumCard
            key={medium.id}
            medium={medium}
            onChange={(next) => setItems((old) => old.map((m) => (m.id === next.id ? next : m)))}
            onDeleted={() => setItems((old) => old.filter((m) => m.id !== medium.id))}
          />
        ))}
      </ul>
    </>
  );
}
