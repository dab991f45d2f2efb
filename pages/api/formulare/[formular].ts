// POST /api/formulare/<name>: every form of schemas/forms/<name>/ with "x-eingang": "formulare"
// (lib/forms/submit-form.ts): same-origin only, honeypot, rate limit, validation.
import { forms } from '@/codegen/out/forms';
import { getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { formApiRoute } from '@/lib/forms/api-route';
import { getSubmissionSink } from '@/lib/wiring/submission-sink';
import { submitForm } from '@/lib/forms/submit-form';
import { clientAddress } from '@/lib/http/client-address';

// The body is read by formApiRoute (lib/http/request-body.ts), not by Next.
export const config = { api: { bodyParser: false } };

export default formApiRoute(
  'POST',
  (req) =>
    submitForm({ database: getDatabase, sink: getSubmissionSink(), forms }, req.query.formular, req.body, {
      address: clientAddress(req, getSessionConfig().trustProxy),
    }),
  // Small bodies only: the longest form is well under 16 kB.
  { maxBodyBytes: 32 * 1024 },
);
