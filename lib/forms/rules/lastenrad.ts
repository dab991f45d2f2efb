// Cargo bike (spec sections 5 and 9): the rules of both bikes, pickup and return on weekdays, at
// most 3 days (4 from a Friday), a same-day return from 11:00.
import { radRules } from '@/lib/forms/rad-rules';
import { LASTENRAD_SAME_DAY_EARLIEST_RETURN } from '@/lib/forms/rad-slots';
import { daysBetween, isIsoDay, isWeekend, todayInBerlin, weekday } from '@/lib/format/kalendertag';
import type { FieldErrors, FormCode, FormData } from '@/lib/forms/form-definition';
import { RULE_MESSAGES as M } from '@/lib/forms/rule-messages';

const FRIDAY = 5;

function rules(data: FormData, now: Date): FieldErrors {
  const errors = radRules(data, todayInBerlin(now));
  const { datum_von: from, datum_bis: to } = data;
  if (isIsoDay(from) && isWeekend(from)) errors.datum_von ??= M.pickupWeekend;
  if (isIsoDay(to) && isWeekend(to)) errors.datum_bis ??= M.returnWeekend;
  if (isIsoDay(from) && isIsoDay(to) && !errors.datum_bis) {
    // At most 2 days after pickup, 3 when picking up on Friday: 'N Tage' counts both ends.
    const maxAfter = weekday(from) === FRIDAY ? 3 : 2;
    if (daysBetween(from, to) > maxAfter) errors.datum_bis = M.maxDuration(maxAfter + 1);
  }
  if (
    isIsoDay(from) &&
    from === to &&
    typeof data.zeit_bis === 'string' &&
    data.zeit_bis < LASTENRAD_SAME_DAY_EARLIEST_RETURN
  )
    errors.zeit_bis ??= M.sameDayReturnTime;
  return errors;
}

export default { rules } satisfies FormCode;
