// The external links of a finding of the link check (broken, or not checked), each with what the check found, when,
// and where it stands: a page (a link into its editor), a menu or a banner. The unchecked ones come with a word on why.
import Link from 'next/link';
import { formatDatum } from '@/lib/format/datum';
import type { LinkResult } from '@/lib/linkpruefung/link-types';
import styles from './Stewardship.module.css';

export const editorLink = (seiteId: string) => `/redaktion/seiten/${encodeURIComponent(seiteId)}`;

export function LinkTable({ links, caption }: { links: LinkResult[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Adresse</th>
          <th scope="col">Befund</th>
          <th scope="col">Geprüft am</th>
          <th scope="col">Steht auf</th>
        </tr>
      </thead>
      <tbody>
        {links.map((link) => (
          <tr key={link.url}>
            <td className={styles.address}>{link.url}</td>
            <td data-label="Befund">{link.meldung}</td>
            <td data-label="Geprüft am">{link.geprueftAm ? formatDatum(link.geprueftAm) : '–'}</td>
            <td data-label="Steht auf">
              {link.fundstellen.map((f) => (
                <span key={`${f.ort}${f.feld}`} className={styles.note}>
                  {f.seiteId ? <Link href={editorLink(f.seiteId)}>{f.ort}</Link> : f.ort}{' '}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Links the check refused to ask: they lead to an address visitors from the internet cannot reach, or a rare port. */
export function UncheckedLinks({ links, where }: { links: LinkResult[]; where: string }) {
  return (
    <>
      <h2>Nicht geprüfte Links {where}</h2>
      <p>
        Die Linkprüfung fragt nur öffentliche Adressen mit Port 80 oder 443 ab. Diese Links führen auf eine interne
        Adresse (oder leiten dorthin weiter) oder auf einen anderen Port: Bitte prüfen Sie, ob sie auf die Website
        gehören.
      </p>
      <LinkTable links={links} caption="Externe Links, die die Linkprüfung nicht abgefragt hat" />
    </>
  );
}
