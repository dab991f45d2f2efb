// The form's fields in titled groups (fieldset + legend), as `ui:options.groups` lists them.
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FeldGruppe } from '@/codegen/out/types';
import styles from '../Form.module.css';

export function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const groups = (uiSchema?.['ui:options']?.groups ?? []) as FeldGruppe[];
  const byName = new Map(properties.map((p) => [p.name, p]));
  const placed = new Set(groups.flatMap((g) => g.fields));
  const rest = properties.filter((p) => !placed.has(p.name));
  return (
    <>
      {groups.map((group) => {
        const items = group.fields.map((f) => byName.get(f)).filter((p) => p !== undefined);
        if (!items.some((p) => !p.hidden)) return null;
        return (
          <fieldset key={group.title} className={styles.group}>
            <legend className={styles.legend}>{group.title}</legend>
            <div className={group.columns ? styles.columns : undefined}>{items.map((p) => p.content)}</div>
          </fieldset>
        );
      })}
      {rest.map((p) => p.content)}
    </>
  );
}
