// POST /api/formulare/{kontakt|schadensmeldung|vereinsanmeldung|veranstaltung-melden|fuehrungsanfrage}:
// the other forms (lib/forms/submit-form.ts): same-origin only, honeypot, rate limit, validation.
import { getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { formApiRoute } from '@/lib/forms/api-route';
import { getSubmissionSink } from '@/lib/forms/submission-sink';
import { submitForm } from '@/lib/forms/submit-form';
import { clientAddress } from '@/lib/session/client-address';

// The body is read by formApiRoute (lib/http/request-body.ts), not by Next.
export const config = { api: { bodyParser: false } };

export default formApiRoute(
  'POST',
  (req) =>
    submitForm({ database: getDatabase, sink: getSubmissionSink() }, req.query.formular, req.body, {
      address: clientAddress(req, getSessionConfig().trustProxy),
    }),
  // Small bodies only: the longest form is well under 16 kB.
  { maxBodyBytes: 32 * 1024 },
);
