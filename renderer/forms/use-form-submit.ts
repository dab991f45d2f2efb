// The submit logic every form of the site shares (the other forms' FormularForm, the bookings' BookingForm): the
// shared validation (lib/forms/validate-form.ts, as the API runs it) on submit, then the same-origin API decides.
// idle -> sending -> success, or back with the server's German field errors, the rate limit's message, a conflict
// or a failure. GOV.UK: after a failed submit the error summary takes the focus and the title starts with 'Fehler: '.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors, FormData, FormDefinition } from '@/lib/forms/form-definition';
import { validateForm } from '@/lib/forms/validate-form';

export type SubmitPhase<Success> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success'; answer: Success }
  | { kind: 'conflict' }
  | { kind: 'failure' }
  | { kind: 'limited'; message: string };

interface Options<Success> {
  form: FormDefinition;
  /** The same-origin API route the form posts to. */
  url: string;
  initialData: FormData;
  /** What a 201 answer's body must hold for a success (null: the answer does not count as one). */
  success: (body: unknown) => Success | null;
  /** Further fields sent with the valid data (the honeypot). */
  extraFields?: () => Record<string, unknown>;
  /** A form whose request can collide with others (bookings): checked before sending; 409 means the same. */
  conflicts?: (data: FormData) => boolean;
  /** The errors shown of all errors (bookings hide those of fields not shown). */
  shownErrors?: (errors: FieldErrors, data: FormData) => FieldErrors;
  /** Called after every submit, whatever its outcome. */
  onSubmitted?: () => void;
}

async function post(url: string, body: unknown): Promise<Response | null> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return null;
  }
}

export function useFormSubmit<Success>(options: Options<Success>) {
  const { form, url, initialData, success, extraFields, conflicts, shownErrors, onSubmitted } = options;
  const [data, setData] = useState<FormData>(initialData);
  const [allErrors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<SubmitPhase<Success>>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors = useMemo(
    () => (shownErrors ? shownErrors(allErrors, data) : allErrors),
    [shownErrors, allErrors, data],
  );

  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (attempt && hasErrors) summaryRef.current?.focus();
  }, [attempt, hasErrors]);
  const [baseTitle] = useState(() => (typeof document === 'undefined' ? '' : document.title));

  const submit = async () => {
    const result = validateForm(form, data);
    setAttempt((n) => n + 1);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (conflicts?.(data)) {
      setPhase({ kind: 'conflict' });
      onSubmitted?.();
      return;
    }
    setPhase({ kind: 'sending' });
    const response = await post(url, { ...result.value, ...extraFields?.() });
    const body = (await response?.json().catch(() => null)) as { fehler?: FieldErrors } | null;
    const answer = response?.status === 201 ? success(body) : null;
    if (answer !== null) setPhase({ kind: 'success', answer });
    else if (response?.status === 409 && conflicts) setPhase({ kind: 'conflict' });
    // The rate limit (lib/forms/rate-limit.ts, lib/buchungen/rate-limit.ts) says in German when to try again.
    else if (response?.status === 429 && typeof body?.fehler?.[''] === 'string')
      setPhase({ kind: 'limited', message: body.fehler[''] });
    else if (response?.status === 422 && body?.fehler && typeof body.fehler === 'object') {
      setPhase({ kind: 'idle' });
      setErrors(body.fehler);
    } else setPhase({ kind: 'failure' });
    onSubmitted?.();
  };

  const reset = () => {
    setData(initialData);
    setErrors({});
    setPhase({ kind: 'idle' });
    setAttempt(0);
  };

  return {
    data,
    setData,
    /** The errors shown, for the summary and the fields. */
    errors,
    phase,
    summaryRef,
    /** The page title while errors are shown ('Fehler: …'), or null. */
    errorTitle: hasErrors && baseTitle ? `Fehler: ${baseTitle}` : null,
    submit,
    reset,
  };
}
