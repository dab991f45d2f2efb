// An upload read into one buffer of its declared size, and only once the caller has judged the request by its
// headers (session, method, Origin): no list of chunks joined at the end (which held the file twice), never more
// than `maxBytes`, nothing read for a refused request.
import type { IncomingMessage } from 'node:http';
import { BODY_MESSAGES, type BodyOutcome } from './request-body';

export const UPLOAD_LENGTH_MISSING = 'Bitte senden Sie die Datei mit ihrer Länge (Content-Length).';

export type UploadOutcome = { ok: true; bytes: Buffer } | Extract<BodyOutcome, { ok: false }>;

export function readBoundedUpload(req: IncomingMessage, maxBytes: number): Promise<UploadOutcome> {
  const raw = req.headers['content-length'];
  const declared = raw === undefined ? Number.NaN : Number(raw);
  if (!Number.isSafeInteger(declared) || declared < 0)
    return Promise.resolve({ ok: false, status: 411, message: UPLOAD_LENGTH_MISSING, close: true });
  if (declared > maxBytes)
    return Promise.resolve({ ok: false, status: 413, message: BODY_MESSAGES.tooLarge(maxBytes), close: true });
  const bytes = Buffer.allocUnsafe(declared);
  let offset = 0;
  return new Promise((resolve) => {
    const done = (outcome: UploadOutcome) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(outcome);
    };
    const unreadable = (): UploadOutcome => ({
      ok: false,
      status: 400,
      message: BODY_MESSAGES.unreadable,
      close: true,
    });
    const onData = (chunk: Buffer) => {
      if (offset + chunk.length > declared) {
        req.pause();
        return done(unreadable());
      }
      chunk.copy(bytes, offset);
      offset += chunk.length;
    };
    const onEnd = () => done(offset === declared ? { ok: true, bytes } : unreadable());
    const onError = () => done(unreadable());
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
