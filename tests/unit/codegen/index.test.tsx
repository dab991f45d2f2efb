// Adding a block = dropping in one folder and running codegen; adding a form = dropping in one
// folder (plus its rule code when it has rules that span fields): proven end to end here, in a
// copy of schemas/, blocks/ and lib/forms/rules/ so the real tree is never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, generate } from '@/codegen/index';
import { loadPage } from '@/renderer/load-page';
import { CmsPageView, LAYOUTS } from '@/renderer/CmsPageView';
import type { ComponentMap } from '@/renderer/BlockList';
import type { BlockMeta } from '@/codegen/out/block-meta';
import { filterList } from '@/lib/services/cms/list-filter';
import { fakeCms } from '../support/fake-cms';
import { preloadDynamic, renderWithRouter } from '../support/render-with-router';
import type { FormDefinition } from '@/lib/forms/form-definition';
import { createEmbeddedSink } from '@/lib/redaktion/store/submission-inbox';
import { submitForm } from '@/lib/forms/submit-form';
import { FormularFormView } from '@/blocks/formular/form/FormularForm';
import { catalogOf, pageCheckDeps } from '@/lib/blocks/site-schemas';
import { uiSchemaFor } from '@/lib/redaktion/shared/ui-schema';
import { checkPage } from '@/lib/blocks/validate-page';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

const ROOT = PROJECT_ROOT;
const TMP = path.join(ROOT, 'tests', '.tmp', `codegen-${process.pid}`);
// A tree of its own for the new form: the block test has loaded TMP's generated modules already.
const TMP_FORM = path.join(ROOT, 'tests', '.tmp', `codegen-form-${process.pid}`);

function copyTree(dir = TMP) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(ROOT, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  cpSync(path.join(ROOT, 'blocks'), path.join(dir, 'blocks'), { recursive: true });
  cpSync(path.join(ROOT, 'lib', 'forms', 'rules'), path.join(dir, 'lib', 'forms', 'rules'), { recursive: true });
}

const writeJson = (file: string, value: unknown) => writeFileSync(file, JSON.stringify(value, null, 2));

/** A new form of /api/formulare: a found item reported to the town hall, with one cross-field rule. */
function addProbeForm(name = 'fundsache', root = TMP) {
  const folder = path.join(root, 'schemas', 'forms', name);
  mkdirSync(folder, { recursive: true });
  writeJson(path.join(folder, 'schema.json'), {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: name,
    title: 'FundsachenMeldung',
    description: 'Eine gefundene Sache dem Fundbüro melden.',
    'x-eingang': 'formulare',
    type: 'object',
    additionalProperties: false,
    required: ['gegenstand', 'gefunden_am', 'email', 'datenschutz'],
    properties: {
      gegenstand: {
        type: 'string',
        plainText: true,
        title: 'Gegenstand',
        description: 'Was haben Sie gefunden?',
        maxLength: 200,
        pattern: '\\S',
        'x-fehlermeldung': 'Bitte geben Sie an, was Sie gefunden haben.',
      },
      gefunden_am: {
        type: 'string',
        plainText: true,
        title: 'Fundtag',
        description: 'Wann haben Sie die Sache gefunden?',
        format: 'date',
        'x-fehlermeldung': 'Bitte geben Sie den Fundtag an.',
      },
      beschreibung: {
        type: 'string',
        plainText: true,
        title: 'Beschreibung',
        description: 'Farbe, Marke, Fundort.',
        maxLength: 1000,
        'x-fehlermeldung': 'Bitte überprüfen Sie Ihre Eingabe.',
      },
      email: {
        type: 'string',
        plainText: true,
        title: 'E-Mail-Adresse',
        description: 'Für Rückfragen des Fundbüros.',
        format: 'email',
        maxLength: 200,
        'x-fehlermeldung': 'Bitte geben Sie Ihre E-Mail Adresse an.',
      },
      datenschutz: {
        type: 'boolean',
        title: 'Ich stimme der Verarbeitung meiner Angaben zu.',
        description: 'Einwilligung in die Datenschutzerklärung.',
        const: true,
        'x-fehlermeldung': 'Bitte stimmen Sie der Datenschutzerklärung zu.',
      },
    },
  });
  writeJson(path.join(folder, 'ui.json'), {
    texts: {
      title: 'Fundsache melden',
      submit: 'Fund melden',
      successTitle: 'Vielen Dank für Ihre Meldung',
      successText: 'Das Fundbüro meldet sich bei Ihnen.',
      again: 'Weitere Fundsache melden',
    },
    groups: [
      { title: 'Der Fund', fields: ['gegenstand', 'gefunden_am', 'beschreibung'] },
      { title: 'Ihre Angaben', fields: ['email', 'datenschutz'] },
    ],
    fields: { gefunden_am: { days: 'past' }, beschreibung: { widget: 'textarea' } },
  });
  writeJson(path.join(folder, 'examples.json'), {
    today: '2026-06-10',
    valid: { Schirm: { gegenstand: 'Schirm', gefunden_am: '2026-06-09', email: 'a@example.org', datenschutz: true } },
    invalid: { 'morgen gefunden': { input: {}, errors: {} } },
  });
  writeFileSync(
    path.join(root, 'lib', 'forms', 'rules', `${name}.ts`),
    `import { isIsoDay, todayInBerlin } from '@/lib/format/kalendertag';
import type { FieldErrors, FormCode, FormData } from '@/lib/forms/form-definition';
function rules(data: FormData, now: Date): FieldErrors {
  return isIsoDay(data.gefunden_am) && data.gefunden_am > todayInBerlin(now)
    ? { gefunden_am: 'Der Fundtag darf nicht in der Zukunft liegen.' }
    : {};
}
export default { rules } satisfies FormCode;
`,
  );
  return folder;
}

function addProbeBlock(dir = 'wetterwarnung') {
  const folder = path.join(TMP, 'blocks', dir);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'schema.json'),
    JSON.stringify({
      $id: dir,
      title: 'Wetterwarnung',
      description: 'Hinweis auf eine Unwetterwarnung und die Warnungen der Ortsteile.',
      // Its name and its description for editors in the Redaktion's palette.
      'x-editor': {
        titel: 'Unwetterwarnung',
        beschreibung: 'Warnt vor Sturm, Starkregen oder Glätte, mit der Warnstufe. Gehört oben auf die Startseite.',
      },
      // The page query key it reads; the embedded CMS filters its list by it.
      'x-query': { warnstufe: { description: 'Nur Warnungen dieser Stufe.', matches: 'stufe' } },
      type: 'object',
      required: ['stufe', 'text'],
      properties: {
        stufe: { title: 'Warnstufe', type: 'integer', minimum: 1, maximum: 4 },
        text: { title: 'Hinweistext', type: 'string', contentMediaType: 'text/html' },
      },
    }),
  );
  // Its data: the answer of its context call, a list of warnings (no entity of schemas/ needed).
  writeFileSync(
    path.join(folder, 'data.schema.json'),
    JSON.stringify({
      $id: `${dir}-daten`,
      title: 'WetterwarnungDaten',
      description: 'Die Warnungen der Ortsteile.',
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          title: 'Warnungen',
          type: 'array',
          items: {
            title: 'Ortswarnung',
            type: 'object',
            required: ['ort', 'stufe'],
            properties: {
              ort: { title: 'Ortsteil', type: 'string', minLength: 1 },
              stufe: { title: 'Warnstufe', type: 'integer', minimum: 1, maximum: 4 },
            },
          },
        },
      },
    }),
  );
  writeFileSync(
    path.join(folder, 'WetterwarnungBlock.tsx'),
    `import type { BlockProps } from '@/renderer/block-props';
type Daten = { data: { ort: string; stufe: number }[] };
export default function WetterwarnungBlock({ content, data }: BlockProps<{ stufe: number; text: string }, Daten>) {
  return (
    <div role="alert" data-stufe={content.stufe}>
      <div dangerouslySetInnerHTML={{ __html: content.text }} />
      {data?.data.map((w) => <p key={w.ort}>{w.ort}: Stufe {w.stufe}</p>)}
    </div>
  );
}
`,
  );
  return folder;
}

describe('codegen', () => {
  beforeAll(() => copyTree());
  afterAll(() => {
    rmSync(TMP, { recursive: true, force: true });
    rmSync(TMP_FORM, { recursive: true, force: true });
  });

  it('the checked-in output is current (codegen --check)', async () => {
    expect(await run(ROOT, true)).toBe(0);
  });

  it('a new block folder plus codegen is all it takes to render it on a page, with its data and query keys', async () => {
    addProbeBlock();
    expect(await run(TMP, false)).toBe(0);
    const out = path.join(TMP, 'codegen', 'out');
    const types = readFileSync(path.join(out, 'types.ts'), 'utf8');
    expect(types).toMatch(/"wetterwarnung": Wetterwarnung;/);
    // Its data type, generated from its data.schema.json, is what BlockProps<Content, Data> receives.
    expect(types).toMatch(/export interface WetterwarnungDaten \{/);
    expect(types).toMatch(/export interface BlockDataByTemplate \{[^}]*"wetterwarnung": WetterwarnungDaten;/);
    // It renders from its props alone: kept as server HTML, its code loaded in the browser only when needed there.
    expect(readFileSync(path.join(out, 'registry.ts'), 'utf8')).toContain(
      'staticIsland<BlockProps<BlockContentByTemplate["wetterwarnung"], BlockDataByTemplate["wetterwarnung"]>>',
    );
    const bundle = JSON.parse(readFileSync(path.join(out, 'block-schemas.json'), 'utf8'));
    expect(bundle.blocks.wetterwarnung.title).toBe('Wetterwarnung');
    expect(bundle.data.wetterwarnung.title).toBe('WetterwarnungDaten');
    // Its query key joins the keys that make a page per-request (next.config.js) and the embedded list filters.
    const queryKeys = JSON.parse(readFileSync(path.join(out, 'query-keys.json'), 'utf8'));
    expect(queryKeys.params).toContain('warnstufe');
    expect(queryKeys.listFilters.warnstufe).toBe('stufe');
    const warnungen = [
      { ort: 'Tannbrunn', stufe: 3 },
      { ort: 'Oberbrunn', stufe: 2 },
    ];
    expect(filterList(warnungen, { warnstufe: '3' }, new Date(), queryKeys.listFilters)).toEqual([warnungen[0]]);

    const { blockMeta } = (await import(path.join(out, 'block-meta.ts'))) as { blockMeta: Record<string, BlockMeta> };
    const { blockComponents } = (await import(path.join(out, 'registry.ts'))) as { blockComponents: ComponentMap };
    expect(blockMeta.wetterwarnung?.htmlPaths).toEqual([['text']]);
    expect(blockMeta.wetterwarnung?.data?.detail).toBe(false);

    const cms = fakeCms(
      {
        '/de/warnung': {
          pageLayout: 'default',
          title: 'Unwetter',
          content: [
            {
              id: 'w',
              template: 'wetterwarnung',
              slotName: 'main',
              options: { stufe: 3, text: '<p>Sturmböen<script>x</script></p>' },
              context: { endpoint: '/api/cms/warnungen' },
            },
            { id: 'v', template: 'wetterwarnung', slotName: 'main', options: { stufe: 9, text: '<p>ungültig</p>' } },
          ],
        },
      },
      // The CMS's answer passes the boundary: the entry without its level is left out.
      {
        '/api/cms/warnungen': () => ({
          status: 200,
          body: { data: [{ ort: 'Tannbrunn', stufe: 3 }, { ort: 'Kapellenhof' }] },
        }),
      },
    );
    const result = await loadPage(
      { path: '/de/warnung', query: {}, showNotices: false },
      { cms, blockMeta, siteUrl: 'https://x.example' },
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.page.blocks).toHaveLength(1);

    await preloadDynamic(blockComponents.wetterwarnung, ...Object.values(LAYOUTS));
    const html = renderWithRouter(
      <CmsPageView page={result.page} layoutData={{ menus: {}, weather: null }} components={blockComponents} />,
    );
    expect(html).toContain(
      'role="alert" data-stufe="3"><div><p>Sturmböen</p></div><p>Tannbrunn<!-- -->: Stufe <!-- -->3</p></div>',
    );
    expect(html).not.toContain('Kapellenhof');

    // The Redaktion: the block is in the palette by its German name, its HTML field gets the rich-text editor, and
    // the editor's check judges it with its own precompiled validator, in German.
    const lookup = (id: string) => bundle.shared[id];
    expect(catalogOf(bundle.blocks)).toContainEqual({
      template: 'wetterwarnung',
      title: 'Unwetterwarnung',
      // The editors' description, not the developers' (which stays in the schema).
      description: 'Warnt vor Sturm, Starkregen oder Glätte, mit der Warnstufe. Gehört oben auf die Startseite.',
    });
    expect(uiSchemaFor(bundle.blocks.wetterwarnung, lookup)).toEqual({ text: { 'ui:widget': 'RichTextWidget' } });
    const draft = {
      pageLayout: 'default' as const,
      title: 'Unwetter',
      content: [{ id: 'v', template: 'wetterwarnung', slotName: 'main' as const, options: { stufe: 9, text: '' } }],
    };
    const check = checkPage(draft, {
      ...pageCheckDeps,
      blocks: { wetterwarnung: { validate: blockMeta.wetterwarnung!.validate, schema: bundle.blocks.wetterwarnung } },
      lookup,
    });
    expect(check.blocks.v).toEqual([{ pointer: '/stufe', message: '„Warnstufe“ darf höchstens 4 sein.' }]);
  });

  // PGlite and the form's chunk of rjsf take a while on a loaded machine.
  it(
    'a new form folder (plus its rule code) and codegen are all it takes: CMS option, API, validation, storage, form',
    {
      timeout: 120_000,
    },
    async () => {
      copyTree(TMP_FORM);
      addProbeForm('fundsache', TMP_FORM);
      expect(await run(TMP_FORM, false)).toBe(0);
      const out = path.join(TMP_FORM, 'codegen', 'out');
      // The formular block offers it to the CMS, by its one name.
      expect(readFileSync(path.join(out, 'types.ts'), 'utf8')).toMatch(/export type Formularname = \([^)]*"fundsache"/);
      const bundle = JSON.parse(readFileSync(path.join(out, 'block-schemas.json'), 'utf8'));
      expect(bundle.shared.formularname.enum).toContain('fundsache');
      expect(bundle.blocks.formular.properties.formular).toEqual(expect.objectContaining({ $ref: 'formularname' }));
      const validators = (await import(path.join(out, 'validators.js'))) as Record<string, (v: unknown) => boolean>;
      expect(validators.validate_formular!({ formular: 'fundsache' })).toBe(true);

      const { forms } = (await import(path.join(out, 'forms.ts'))) as { forms: Record<string, FormDefinition> };
      const { FORMULARNAMEN, formularTexts } = (await import(path.join(out, 'form-names.ts'))) as {
        FORMULARNAMEN: string[];
        formularTexts: Record<string, { title: string }>;
      };
      expect(FORMULARNAMEN).toContain('fundsache');
      expect(formularTexts.fundsache?.title).toBe('Fundsache melden');
      expect(forms.fundsache).toMatchObject({ name: 'fundsache', eingang: 'formulare' });

      // POST /api/formulare/fundsache: the schema's messages, the rule, one stored row.
      const db = await openMigratedPglite();
      try {
        const deps = { database: async () => db, sink: createEmbeddedSink(async () => db), forms };
        const now = new Date('2026-06-10T10:00:00Z');
        const submit = (body: unknown, address: string) => submitForm(deps, 'fundsache', body, { address, now });
        expect(await submit({ gefunden_am: '2026-06-11', datenschutz: true }, '10.7.0.1')).toEqual({
          status: 422,
          body: {
            fehler: {
              gegenstand: 'Bitte geben Sie an, was Sie gefunden haben.',
              gefunden_am: 'Der Fundtag darf nicht in der Zukunft liegen.',
              email: 'Bitte geben Sie Ihre E-Mail Adresse an.',
            },
          },
        });
        const valid = { gegenstand: 'Schirm', gefunden_am: '2026-06-09', email: 'a@example.org', datenschutz: true };
        expect(await submit(valid, '10.7.0.2')).toEqual({ status: 201, body: { gesendet: true } });
        const { rows } = await db.query<{ formular: string; daten: unknown }>(
          'SELECT formular, daten FROM formular_eingaenge',
        );
        expect(rows).toEqual([{ formular: 'fundsache', daten: valid }]);
      } finally {
        await db.close();
      }

      // The browser form: groups and fields in the order of ui.json, with its widgets and texts.
      const html = renderWithRouter(<FormularFormView form={forms.fundsache!} />);
      const order = ['Der Fund', 'Gegenstand', 'Fundtag', 'Beschreibung', 'Ihre Angaben', 'E-Mail-Adresse'];
      const positions = order.map((text) => html.indexOf(text));
      expect(
        positions.every((p) => p >= 0),
        html,
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(html).toMatch(/<textarea[^>]*id="formular_fundsache_beschreibung"/);
      expect(html).toMatch(
        /<input[^>]*id="formular_fundsache_gefunden_am"[^>]*type="date"[^>]*max="\d{4}-\d{2}-\d{2}"/,
      );
      expect(html).toContain('Fund melden');
    },
  );

  it('fails with a clear message when a form folder is incomplete or inconsistent', async () => {
    const folder = addProbeForm('unfertig');
    const schemaFile = path.join(folder, 'schema.json');
    const uiFile = path.join(folder, 'ui.json');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
    const ui = JSON.parse(readFileSync(uiFile, 'utf8'));
    const expectError = async (message: RegExp) => await expect(generate(TMP)).rejects.toThrow(message);

    writeJson(schemaFile, { ...schema, $id: 'anders' });
    await expectError(/schemas\/forms\/unfertig\/schema.json: "\$id" muss "unfertig" lauten/);
    const withoutCheck = { ...schema.properties.gegenstand, plainText: undefined };
    writeJson(schemaFile, { ...schema, properties: { ...schema.properties, gegenstand: withoutCheck } });
    await expectError(/Textfeld "gegenstand" braucht "plainText": true/);
    writeJson(schemaFile, schema);
    writeJson(uiFile, { ...ui, groups: [ui.groups[0]] });
    await expectError(/ui.json: Feld "email" steht in keiner Gruppe/);
    writeJson(uiFile, { ...ui, groups: [...ui.groups, { title: 'Noch einmal', fields: ['email'] }] });
    await expectError(/ui.json: Feld "email" steht in mehr als einer Gruppe/);
    writeJson(uiFile, { ...ui, fields: { gefunden_am: { days: 'gestern' } } });
    await expectError(/ui.json: .*days/);
    writeJson(uiFile, { ...ui, texts: undefined });
    await expectError(/ui.json: "texts" fehlt/);
    writeJson(uiFile, ui);
    rmSync(path.join(folder, 'examples.json'));
    await expectError(/unfertig\/examples.json: fehlt/);
    rmSync(folder, { recursive: true });
    await expectError(/lib\/forms\/rules\/unfertig.ts: kein Formular schemas\/forms\/unfertig\//);
    rmSync(path.join(TMP, 'lib', 'forms', 'rules', 'unfertig.ts'));
    await expect(generate(TMP)).resolves.toBeDefined();
  });

  it('fails with a clear message when a block folder lacks its schema or its component', async () => {
    const folder = path.join(TMP, 'blocks', 'unfertig');
    mkdirSync(folder, { recursive: true });
    await expect(generate(TMP)).rejects.toThrow('blocks/unfertig: schema.json fehlt');
    writeFileSync(
      path.join(folder, 'schema.json'),
      JSON.stringify({ $id: 'unfertig', title: 'Unfertig', type: 'object' }),
    );
    await expect(generate(TMP)).rejects.toThrow(/blocks\/unfertig: genau eine Komponente/);
    writeFileSync(path.join(folder, 'Unfertig.tsx'), 'export default function Unfertig() { return null; }\n');
    await expect(generate(TMP)).rejects.toThrow(
      'blocks/unfertig/schema.json: "x-editor": { "titel": "…" } fehlt (der deutsche Name des Blocks in der Redaktion)',
    );
    // The palette's description for editors is required, and speaks of no address of the data behind the block.
    const probe = (editor: Record<string, unknown>) =>
      writeFileSync(
        path.join(folder, 'schema.json'),
        JSON.stringify({
          $id: 'unfertig',
          title: 'Unfertig',
          description: 'Probe.',
          'x-editor': editor,
          type: 'object',
        }),
      );
    probe({ titel: 'Unfertig' });
    await expect(generate(TMP)).rejects.toThrow(
      'blocks/unfertig/schema.json: "x-editor": { "beschreibung": "…" } fehlt (die deutsche Beschreibung für die Redaktion: was der Block zeigt und wohin er passt)',
    );
    probe({ titel: 'Unfertig', beschreibung: 'Daten aus dem Abruf /api/cms/unfertig.' });
    await expect(generate(TMP)).rejects.toThrow(
      'blocks/unfertig/schema.json: "x-editor": { "beschreibung" } nennt eine Adresse („/api/“); sie ist für die Redaktion geschrieben, Technisches gehört in "description"',
    );
    // The slots a block may stand in (drag and drop, the palette): only the page's slots, never an empty list.
    for (const bereiche of [[], ['kopf'], 'hero']) {
      writeFileSync(
        path.join(folder, 'schema.json'),
        JSON.stringify({
          $id: 'unfertig',
          title: 'Unfertig',
          description: 'Probe.',
          'x-editor': { titel: 'Unfertig', beschreibung: 'Ein Probeblock.', bereiche },
          type: 'object',
        }),
      );
      await expect(generate(TMP)).rejects.toThrow(
        'blocks/unfertig/schema.json: "x-editor": { "bereiche": […] } muss eine nicht leere Liste aus hero, main, sidebar, bottom sein',
      );
    }
    rmSync(folder, { recursive: true });
  });

  it('fails with a clear message for a data schema or query keys that break the conventions', async () => {
    const folder = addProbeBlock('pruefung');
    const schema = JSON.parse(readFileSync(path.join(folder, 'schema.json'), 'utf8'));
    const data = JSON.parse(readFileSync(path.join(folder, 'data.schema.json'), 'utf8'));
    writeFileSync(path.join(folder, 'schema.json'), JSON.stringify({ ...schema, $id: 'pruefung', title: 'Pruefung' }));
    const write = (file: string, value: unknown) => writeFileSync(path.join(folder, file), JSON.stringify(value));

    write('data.schema.json', { ...data, $id: 'pruefung-daten' });
    await expect(generate(TMP)).rejects.toThrow(
      'blocks/pruefung/data.schema.json: "title" muss "PruefungDaten" lauten',
    );
    write('data.schema.json', { ...data, $id: 'daten', title: 'PruefungDaten' });
    await expect(generate(TMP)).rejects.toThrow('"$id" muss "pruefung-daten" lauten');
    write('data.schema.json', { ...data, $id: 'pruefung-daten', title: 'PruefungDaten', 'x-detail': 'ja' });
    await expect(generate(TMP)).rejects.toThrow('"x-detail" muss true oder false sein');
    write('data.schema.json', { ...data, $id: 'pruefung-daten', title: 'PruefungDaten' });

    write('schema.json', {
      ...schema,
      $id: 'pruefung',
      title: 'Pruefung',
      'x-query': { 'Rubrik-ID': { description: 'x' } },
    });
    await expect(generate(TMP)).rejects.toThrow('"Rubrik-ID" ist kein Seitenparameter');
    write('schema.json', { ...schema, $id: 'pruefung', title: 'Pruefung', 'x-query': { ortsteil: {} } });
    await expect(generate(TMP)).rejects.toThrow('"ortsteil" braucht eine deutsche "description"');
    // The same key, matched against another field than another block says: the embedded CMS could not filter.
    write('schema.json', {
      ...schema,
      $id: 'pruefung',
      title: 'Pruefung',
      'x-query': { ort: { description: 'Ort', matches: 'ortsteil' } },
    });
    await expect(generate(TMP)).rejects.toThrow(/"x-query" ort vergleicht mit "ortsteil", blocks\/\S+ mit "ort"/);
    rmSync(folder, { recursive: true });
  });

  it('--check reports stale output', async () => {
    const types = path.join(TMP, 'codegen', 'out', 'types.ts');
    writeFileSync(types, readFileSync(types, 'utf8') + '\n// von Hand geändert\n');
    expect(await run(TMP, true)).toBe(1);
  });
});
