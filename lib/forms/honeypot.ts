// The honeypot against spam bots: a text field that people never see nor reach (off-screen,
// aria-hidden, tabindex -1, autocomplete off) but form-filling bots do fill in. A filled honeypot
// is answered like a success and nothing is stored or forwarded, so the bot learns nothing.
export const HONEYPOT_FIELD = 'homepage';

export interface HoneypotCheck {
  trapped: boolean;
  /** The submission without the honeypot field. */
  data: unknown;
}

export function checkHoneypot(input: unknown): HoneypotCheck {
  if (!input || typeof input !== 'object' || Array.isArray(input) || !Object.hasOwn(input, HONEYPOT_FIELD))
    return { trapped: false, data: input };
  const { [HONEYPOT_FIELD]: trap, ...data } = input as Record<string, unknown>;
  const trapped = trap !== null && trap !== undefined && trap !== false && String(trap).trim() !== '';
  return { trapped, data };
}
