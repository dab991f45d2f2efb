// A seeded generator of malformed and hostile submissions for the form and booking routes
// (issue 12, 'Tests that stay'): each one starts from a valid example of its form folder
// (schemas/forms/<name>/examples.json, moved to the days around today) and breaks it the ways
// a broken client or an attacker would: wrong types, missing fields, huge strings, NUL and other
// control characters, lone surrogates, years 0000-0099, odd dates, extra keys, nested objects,
// bodies that are no JSON, and huge bodies. Some stay valid, so storing is exercised too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type FormData = Record<string, unknown>;

export interface Target {
  name: string;
  route: string;
  /** 'formulare' and 'buchungen' store a row when valid; 'stornieren' cancels one. */
  kind: 'formulare' | 'buchungen' | 'stornieren';
  required: string[];
  texts: string[];
  dates: string[];
  fields: string[];
  valid: FormData[];
}

export interface Submission {
  target: Target;
  /** What was done, for the failure report. */
  how: string;
  contentType: string;
  body: string;
  /** True when the body is the unchanged valid example. */
  unchanged: boolean;
}

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Folder {
  schema: { 'x-eingang': string; required?: string[]; properties: Record<string, Record<string, unknown>> };
  ui: { fields: Record<string, { days?: string }> };
  examples: { today: string; valid: Record<string, FormData> };
}

/**
 * Every form folder as a target, its valid examples moved to `today`: dates a picker offers up to
 * today keep their distance to today, all others move by whole weeks, so weekday rules still hold.
 */
export function loadTargets(root: string, today: string): Target[] {
  const dir = path.join(root, 'schemas', 'forms');
  const read = (name: string, file: string) => JSON.parse(readFileSync(path.join(dir, name, file), 'utf8')) as never;
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return names.flatMap((name): Target[] => {
    const folder: Folder = {
      schema: read(name, 'schema.json'),
      ui: read(name, 'ui.json'),
      examples: read(name, 'examples.json'),
    };
    const exact = daysBetween(folder.examples.today, today);
    const weeks = Math.ceil(exact / 7) * 7;
    const properties = folder.schema.properties;
    const dates = Object.keys(properties).filter((f) => properties[f]!.format === 'date');
    const move = (data: FormData): FormData =>
      Object.fromEntries(
        Object.entries(data).map(([key, value]) => [
          key,
          dates.includes(key) && typeof value === 'string' && ISO_DAY.test(value)
            ? addDays(value, folder.ui.fields[key]?.days === 'past' ? exact : weeks)
            : value,
        ]),
      );
    const target: Target = {
      name,
      route: `/api/${folder.schema['x-eingang']}/${name}`,
      kind: folder.schema['x-eingang'] as 'formulare' | 'buchungen',
      required: folder.schema.required ?? [],
      texts: Object.keys(properties).filter((f) => properties[f]!.type === 'string' && !properties[f]!.enum),
      dates,
      fields: Object.keys(properties),
      valid: Object.values(folder.examples.valid).map(move),
    };
    if (target.kind !== 'buchungen') return [target];
    return [target, { ...target, route: `${target.route}/stornieren`, kind: 'stornieren', valid: [{ uuid: '' }] }];
  });
}

const HOSTILE_TEXTS = [
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\udfffy',
  'Ende\ud83d',
  'a\u0007\u001b[31mb',
  '\u202eevil',
  '<script>alert(1)</script>',
  "'; DROP TABLE buchungen; --",
  '%00',
  '\\u0000',
  '😀'.repeat(50),
  ' ',
  '',
];
const ODD_DATES = [
  '0050-06-01',
  '0000-01-01',
  '0099-12-31',
  '0001-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '+002026-06-01',
  '2026-6-1',
  '20260601',
  '2026-06-01T00:00:00Z',
  ' 2026-06-01',
  '9999-12-31',
  '0000-00-00',
  '2026-06-01\u0000',
];
const WRONG_VALUES: unknown[] = [null, true, false, 0, -1, 1e308, 2.5, '1', [], ['a'], {}, { $gt: '' }, 'NaN'];
const EXTRA_KEYS = [
  'empfaenger',
  '__proto__',
  'constructor',
  'prototype',
  'a\u0000b',
  '\ud800',
  'x'.repeat(300),
  'homepage',
];

function nested(depth: number): unknown {
  let value: unknown = 'tief';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

type Mutation = (data: FormData, target: Target, pick: <T>(list: readonly T[]) => T) => string;

const MUTATIONS: Mutation[] = [
  (data, target, pick) => {
    const field = pick(target.fields);
    data[field] = pick(WRONG_VALUES);
    return `${field}: falscher Typ ${JSON.stringify(data[field])}`;
  },
  (data, target, pick) => {
    const field = pick(target.required.length ? target.required : target.fields);
    delete data[field];
    return `${field} fehlt`;
  },
  (data, target, pick) => {
    const field = pick(target.texts);
    data[field] = pick(['x', 'ä', '\u0000', '😀']).repeat(pick([1_001, 5_001, 20_000]));
    return `${field}: langer Text`;
  },
  (data, target, pick) => {
    const field = pick(target.texts);
    data[field] = `${String(data[field] ?? '')}${pick(HOSTILE_TEXTS)}`;
    return `${field}: feindliche Zeichen`;
  },
  (data, target, pick) => {
    if (!target.dates.length) return 'kein Datumsfeld';
    const field = pick(target.dates);
    data[field] = pick(ODD_DATES);
    return `${field}: Datum ${JSON.stringify(data[field])}`;
  },
  (data, _target, pick) => {
    const key = pick(EXTRA_KEYS);
    // defineProperty, so '__proto__' becomes a key of the JSON and not the object's prototype.
    Object.defineProperty(data, key, {
      value: pick(['x', 1, { polluted: true }]),
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return `zusätzlicher Schlüssel ${JSON.stringify(key.slice(0, 20))}`;
  },
  (data, target, pick) => {
    const field = pick(target.fields);
    data[field] = nested(pick([3, 50, 900]));
    return `${field}: verschachtelt`;
  },
];

const NOT_JSON: [string, string][] = [
  ['application/json', '{"name": "Erika"'],
  ['application/json', '{"name": "Erika",}'],
  ['application/json', "{'name': 'Erika'}"],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"Erika"'],
  ['application/json', '42'],
  ['application/json', ''],
  ['application/json', '\ufeff{}'],
  ['application/json', '{"a":'.repeat(2000)],
  ['text/plain', 'name=Erika'],
  ['application/x-www-form-urlencoded', 'name=Erika&datenschutz=true&__proto__[x]=1'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nErika\r\n--x--'],
  ['application/xml', '<anfrage><name>Erika</name></anfrage>'],
];

/** An endless, seeded stream of submissions over the targets. */
export function* hostileSubmissions(targets: Target[], seed: number): Generator<Submission> {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  for (;;) {
    const target = pick(targets);
    const base = structuredClone(pick(target.valid));
    const roll = random();
    if (target.kind === 'stornieren') {
      const uuid = pick<unknown>([
        '',
        'x',
        '00000000-0000-0000-0000-000000000000',
        '7d5e2c1a-9b3f-4e8a-b6d4-1f2e3a4b5c6d',
        '0b7c5a52-6a57-4a7b-9a3e-2d9c7f1e0c11\u0000',
        "' OR 1=1 --",
        null,
        42,
        ['a'],
        { $ne: '' },
      ]);
      yield {
        target,
        how: `Stornierung ${JSON.stringify(uuid)}`,
        contentType: 'application/json',
        body: JSON.stringify({ uuid }),
        unchanged: false,
      };
    } else if (roll < 0.1) {
      yield {
        target,
        how: 'gültiges Beispiel',
        contentType: 'application/json',
        body: JSON.stringify(base),
        unchanged: true,
      };
    } else if (roll < 0.2) {
      const [contentType, body] = pick(NOT_JSON);
      yield { target, how: `kein JSON (${contentType}): ${body.slice(0, 30)}`, contentType, body, unchanged: false };
    } else if (roll < 0.23) {
      const size = pick([40 * 1024, 300 * 1024, 1024 * 1024, 3 * 1024 * 1024]);
      const body = JSON.stringify({ ...base, name: 'x'.repeat(size) });
      yield {
        target,
        how: `großer Körper (${body.length} Bytes)`,
        contentType: 'application/json',
        body,
        unchanged: false,
      };
    } else {
      const how = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(MUTATIONS)(base, target, pick));
      yield {
        target,
        how: how.join('; '),
        contentType: 'application/json',
        body: JSON.stringify(base),
        unchanged: false,
      };
    }
  }
}
