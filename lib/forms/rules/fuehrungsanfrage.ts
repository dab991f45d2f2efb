// Guided tour: wished and alternative day from tomorrow on, and not the same day.
import { isIsoDay, todayInBerlin } from '@/lib/format/kalendertag';
import { futureDay } from '@/lib/forms/date-rules';
import type { FieldErrors, FormCode, FormData } from '@/lib/forms/form-definition';
import { RULE_MESSAGES as M } from '@/lib/forms/rule-messages';

function rules(data: FormData, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const today = todayInBerlin(now);
  futureDay(errors, data, 'wunschtermin', today);
  futureDay(errors, data, 'ausweichtermin', today);
  if (!errors.ausweichtermin && isIsoDay(data.ausweichtermin) && data.ausweichtermin === data.wunschtermin)
    errors.ausweichtermin = M.alternativeSameDay;
  return errors;
}

export default { rules } satisfies FormCode;
