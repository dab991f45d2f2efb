// Room (spec section 5): the day from tomorrow on; the organiser's name for 'Gewerblich, Verein, Kirche'.
import { todayInBerlin } from '@/lib/format/kalendertag';
import { filled, futureDay } from '@/lib/forms/date-rules';
import type { FieldErrors, FormCode, FormData } from '@/lib/forms/form-definition';
import { RULE_MESSAGES as M } from '@/lib/forms/rule-messages';

function rules(data: FormData, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  futureDay(errors, data, 'datum', todayInBerlin(now));
  if (data.veranstalter === 'Gewerblich, Verein, Kirche' && !filled(data.name_veranstalter))
    errors.name_veranstalter = M.nameVeranstalter;
  return errors;
}

export default { rules } satisfies FormCode;
