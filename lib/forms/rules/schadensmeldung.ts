// Damage report: noticed today or earlier; a wish for feedback needs an e-mail address.
import { isIsoDay, todayInBerlin } from '@/lib/format/kalendertag';
import { filled } from '@/lib/forms/date-rules';
import type { FieldErrors, FormCode, FormData } from '@/lib/forms/form-definition';
import { RULE_MESSAGES as M } from '@/lib/forms/rule-messages';

function rules(data: FormData, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const today = todayInBerlin(now);
  if (isIsoDay(data.bemerkt_am) && (data.bemerkt_am > today || data.bemerkt_am < '2000-01-01'))
    errors.bemerkt_am = M.notInFuture;
  if (data.rueckmeldung === true && !filled(data.email)) errors.email = M.emailForFeedback;
  return errors;
}

export default { rules } satisfies FormCode;
