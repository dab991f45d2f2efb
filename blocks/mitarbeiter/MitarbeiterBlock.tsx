import type { BlockProps } from '@/renderer/block-props';
import type { MitarbeiterListe, MitarbeiterListeDaten } from '@/codegen/out/types';
import { telefonHref } from '@/lib/format/telefon';
import { vollerName } from '@/lib/verwaltung/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import list from '@/renderer/ui/EntryList.module.css';
import own from './MitarbeiterBlock.module.css';

const styles = { ...list, ...own };

export default function MitarbeiterBlock({ content, data }: BlockProps<MitarbeiterListe, MitarbeiterListeDaten>) {
  const personen = [...(data?.data ?? [])].sort(
    (a, b) => a.nachname.localeCompare(b.nachname, 'de') || a.vorname.localeCompare(b.vorname, 'de'),
  );
  return (
    <section className={styles.section} aria-label={content.titel ? undefined : 'Mitarbeitende'}>
      {content.titel && <h2>{content.titel}</h2>}
      {content.einleitung && <p>{content.einleitung}</p>}
      {personen.length === 0 ? (
        <p className={styles.leer}>
          {data
            ? 'Aktuell sind keine Mitarbeitenden erfasst.'
            : 'Die Mitarbeitenden können gerade nicht geladen werden.'}
        </p>
      ) : (
        <div className={styles.tabelleRahmen}>
          <table className={styles.tabelle}>
            <caption className="visually-hidden">Mitarbeitende der Gemeindeverwaltung, nach Nachnamen sortiert</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Funktion und Amt</th>
                <th scope="col">Telefon</th>
                <th scope="col">E-Mail</th>
              </tr>
            </thead>
            <tbody>
              {personen.map((m) => {
                const tel = telefonHref(m.telefon);
                return (
                  <tr key={m.id}>
                    <th scope="row">
                      {m.detailURL ? <SmartLink href={m.detailURL}>{vollerName(m)}</SmartLink> : vollerName(m)}
                    </th>
                    <td>
                      {m.funktion}
                      {m.amt && (
                        <span className={styles.amt}>
                          {m.amt.detailURL ? <SmartLink href={m.amt.detailURL}>{m.amt.titel}</SmartLink> : m.amt.titel}
                        </span>
                      )}
                    </td>
                    <td>{m.telefon && (tel ? <a href={tel}>{m.telefon}</a> : m.telefon)}</td>
                    <td className={styles.mail}>{m.email && <a href={`mailto:${m.email}`}>{m.email}</a>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
