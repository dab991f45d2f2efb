// Event: first day from tomorrow on, last day not before it, end after start on a one-day event.
import { isIsoDay, todayInBerlin } from '@/lib/format/kalendertag';
import { futureDay } from '@/lib/forms/date-rules';
import type { FieldErrors, FormCode, FormData } from '@/lib/forms/form-definition';
import { RULE_MESSAGES as M } from '@/lib/forms/rule-messages';

function rules(data: FormData, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  futureDay(errors, data, 'datum_von', todayInBerlin(now));
  const oneDay = !isIsoDay(data.datum_bis) || data.datum_bis === data.datum_von;
  if (isIsoDay(data.datum_von) && isIsoDay(data.datum_bis) && data.datum_bis < data.datum_von)
    errors.datum_bis = M.endBeforeStart;
  if (
    oneDay &&
    typeof data.zeit_von === 'string' &&
    typeof data.zeit_bis === 'string' &&
    data.zeit_bis <= data.zeit_von
  )
    errors.zeit_bis = M.endTimeBeforeStart;
  return errors;
}

export default { rules } satisfies FormCode;
