import type { Wetter } from '@/codegen/out/types';
import type { IconName } from '@/renderer/icons/Icon';

const CONDITION_ICONS: Partial<Record<Wetter['icon'], IconName>> = {
  sonnig: 'sun',
  regnerisch: 'rain',
  schnee: 'snow',
  stuermisch: 'storm',
};

/** Spec section 2: sun, rain, snow, storm; every other condition shows a cloud. */
export function weatherIcon(condition: Wetter['icon']): IconName {
  return CONDITION_ICONS[condition] ?? 'cloud';
}

/** Whole degrees, e.g. "7 °C"; a value that is no number is shown as delivered. */
export function formatTemperature(value: Wetter['act_temperature']): string {
  const text = String(value).trim();
  const number = Number(text.replace(',', '.'));
  return `${text !== '' && Number.isFinite(number) ? Math.round(number) : text}\u00a0°C`;
}
