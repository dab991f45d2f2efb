// The shell of every API route of the Redaktion: the editor's session (lib/session: 404 with CMS_URL, 401 without a
// session, 403 from another site, 405 for a method the route does not answer), judged from the headers before a
// single byte of the body is read; then the body read within bounds (an upload into one buffer of its size), the
// store's refusals as German JSON (a refused permission also in the audit log), and a change that visitors see
// regenerated on every instance at once.
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Database } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import { readBoundedUpload } from '@/lib/http/bounded-upload';
import { DRAIN_LIMIT_BYTES, readRequestBody, sendBodyRefusal, type BodyOutcome } from '@/lib/http/request-body';
import { applyRecorded, type RevalidationCause } from '@/lib/revalidation';
import { sendJson } from '@/lib/http/api-response';
import { NOT_FOUND, requireStaffSession } from '@/lib/session/staff-routes';
import { MAX_CONTENT_BYTES } from '@/lib/redaktion/store/versions';
import { CHECK_UNAVAILABLE } from '@/lib/redaktion/shared/publish-check';
import { selfOrigin } from '@/lib/revalidation/regenerate';
import { writeRefusal } from '@/lib/redaktion/store/audit';
import { redaktionSystem } from './redaktion-system';
import { redaktionStore } from '@/lib/redaktion/store/redaktion-store';
import { publishChange } from './publish-change';
import { RedaktionError, type Actor, type Aenderung } from '@/lib/redaktion/shared/types';
import type { AnswerOf } from '@/lib/redaktion/shared/api-contract';

export type Method = 'GET' | 'POST';

export interface ActionResult<Body extends object = object> {
  status: number;
  body: Body;
  /** What visitors see changed: regenerated on every instance before the answer. */
  aenderung?: Aenderung;
  ursache?: RevalidationCause;
  /**
   * Paths whose revalidation the action already recorded for every instance in its own transaction (an
   * Änderungspaket): applied in this process before the answer.
   */
  erfasst?: string[];
}

export interface ActionInput {
  db: Database;
  actor: Actor;
  body: Record<string, unknown>;
  /** The bytes of an upload (routes made with `{ uploadMaxBytes }`). */
  upload?: Buffer;
  query: NextApiRequest['query'];
  /** The HTML the real renderer makes of a stored version (its preview, in this editor's session). */
  renderVersion(pageId: string, versionId: number): Promise<string>;
}

export type Action<Body extends object = object> = (input: ActionInput) => Promise<ActionResult<Body>>;

/** The methods of one address as its contract (lib/redaktion/shared/api-contract.ts) says, with their answers' types. */
export type MethodsOf<Api> = { [M in keyof Api]: Action<AnswerOf<Api[M]> & object> };

/** The actions of an address `…/<aktion>` as its contract says: every action, and no other. */
export type ActionsOf<Api> = { [A in keyof Api]: MethodsOf<Api[A]> };

/** The handlers of the action a request names, if the table has it (an own key: never `toString` or `__proto__`). */
export function actionsAt(table: object, aktion: unknown): Partial<Record<Method, Action>> | undefined {
  return typeof aktion === 'string' && Object.hasOwn(table, aktion)
    ? (table as Record<string, Partial<Record<Method, Action>>>)[aktion]
    : undefined;
}

/** The handlers of one request's address, or undefined when there is nothing there (404 after the session check). */
export type ResolveActions = (query: NextApiRequest['query']) => Partial<Record<Method, Action>> | undefined;

export const SERVER_ERROR = 'Die Redaktion konnte die Anfrage nicht ausführen. Bitte versuchen Sie es erneut.';
export const NOT_PUBLIC =
  'Gespeichert, aber die öffentliche Seite konnte nicht auf allen Instanzen erneuert werden. Bitte veröffentlichen Sie erneut.';

/** A render of the preview takes at most this long; then the check is reported unavailable. */
const RENDER_TIMEOUT_MS = 15_000;

/** Asks this server for the preview of a version, with the editor's own cookie (so the same session rules hold). */
function previewRenderer(req: NextApiRequest) {
  return async (pageId: string, versionId: number): Promise<string> => {
    const url = `${selfOrigin()}/redaktion/vorschau/${encodeURIComponent(pageId)}?version=${versionId}`;
    try {
      const answer = await fetch(url, {
        headers: { cookie: req.headers.cookie ?? '' },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`Vorschau ${answer.status}`);
      return await answer.text();
    } catch (error) {
      reportError(error, { message: 'Redaktion: Vorschau für die Prüfung nicht erzeugt' });
      throw new RedaktionError(503, CHECK_UNAVAILABLE);
    }
  };
}

/** The body of a request the session check has let through: JSON within bounds, or an upload's bytes. */
async function readBody(req: NextApiRequest, uploadMaxBytes: number | undefined): Promise<BodyOutcome> {
  if (req.method === 'GET' || req.method === 'HEAD') return { ok: true, body: undefined };
  if (!uploadMaxBytes) return readRequestBody(req, MAX_CONTENT_BYTES + 64 * 1024);
  const upload = await readBoundedUpload(req, uploadMaxBytes);
  return upload.ok ? { ok: true, body: upload.bytes } : upload;
}

const asObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** `uploadMaxBytes`: the route takes a file as the raw body of its POST (the media library), up to this size. */
export function redaktionRoute(resolve: ResolveActions, { uploadMaxBytes }: { uploadMaxBytes?: number } = {}) {
  async function handler(req: NextApiRequest, res: NextApiResponse) {
    const actions = resolve(req.query);
    // Anonymous requests learn nothing, not even which addresses exist: the session is checked first.
    const methods = actions ? (Object.keys(actions) as Method[]) : ['GET', 'POST'];
    // A refusal from the headers is answered before the body is read. Node then reads a small body to its end and
    // drops it (the connection carries the next request); a body announced larger than that closes the connection.
    if (Number(req.headers['content-length']) > DRAIN_LIMIT_BYTES) res.setHeader('Connection', 'close');
    const session = await requireStaffSession(redaktionSystem, req, res, {
      methods: methods.includes('GET') ? [...methods, 'HEAD'] : methods,
    });
    if (!session) return;
    const action = actions?.[(req.method === 'HEAD' ? 'GET' : req.method) as Method];
    if (!action) return sendJson(res, 404, { message: NOT_FOUND });
    const read = await readBody(req, uploadMaxBytes);
    if (!read.ok) return sendBodyRefusal(res, read, 'message');
    res.removeHeader('Connection');
    const actor = session.viewer.actor;
    let db: Database | undefined;
    try {
      db = await redaktionStore();
      const result = await action({
        db,
        actor,
        body: Buffer.isBuffer(read.body) ? {} : asObject(read.body),
        upload: Buffer.isBuffer(read.body) ? read.body : undefined,
        query: req.query,
        renderVersion: previewRenderer(req),
      });
      if (result.erfasst) await applyRecorded(result.erfasst);
      if (result.aenderung) {
        const outcome = await publishChange(db, result.aenderung, result.ursache ?? 'veroeffentlichung');
        if (!outcome.verteilt) return sendJson(res, 503, { ...result.body, message: NOT_PUBLIC });
      }
      return sendJson(res, result.status, result.body);
    } catch (error) {
      if (error instanceof RedaktionError) {
        if (error.status === 403 && db)
          await writeRefusal(db, actor, { methode: req.method, adresse: req.url?.split('?')[0] ?? '' }, error);
        return sendJson(res, error.status, {
          message: error.message,
          meldungen: error.meldungen,
          ...(error.felder ? { fields: error.felder } : error.feld ? { fields: { [error.feld]: error.message } } : {}),
        });
      }
      reportError(error, { message: 'Redaktion: Anfrage fehlgeschlagen', tags: { route: req.url ?? '' } });
      return sendJson(res, 500, { message: SERVER_ERROR });
    }
  }
  return handler;
}
