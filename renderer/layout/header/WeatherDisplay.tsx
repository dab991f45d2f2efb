import type { Wetter } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { formatTemperature, weatherIcon } from './weather';
import styles from './WeatherDisplay.module.css';

export function WeatherDisplay({ weather }: { weather: Wetter }) {
  const icon = weatherIcon(weather.icon);
  return (
    <p className={styles.weather} data-weather>
      <span className="visually-hidden">Wetter in Tannbrunn: </span>
      <span className={styles.icon} data-icon={icon}>
        <Icon name={icon} size={26} />
      </span>
      <span className={styles.temperature}>{formatTemperature(weather.act_temperature)}</span>
      <span className={styles.condition}>
        <span className="visually-hidden">, </span>
        {weather.condition}
      </span>
    </p>
  );
}
