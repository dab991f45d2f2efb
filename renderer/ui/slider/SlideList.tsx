// One control per slide below a hero slider: a button once the slider's island runs, and, before it and without
// JavaScript, a link to the slide in the strip (SlideTrack.tsx), which scrolls it into view.
import { slideId } from './SlideTrack';

interface Props {
  idPrefix: string;
  count: number;
  /** Accessible name of the control of slide `index` (0-based). */
  label: (index: number) => string;
  listClassName?: string;
  className?: string;
}

export function SlideList({ idPrefix, count, label, listClassName, className }: Props) {
  return (
    <ul className={listClassName}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <button
            type="button"
            className={`${className ?? ''} mit-skript`}
            data-slider-folie={index}
            aria-label={label(index)}
            aria-current={index === 0 ? 'true' : undefined}
          />
          <a href={`#${slideId(idPrefix, index)}`} className={`${className ?? ''} ohne-skript`}>
            <span className="visually-hidden">{label(index)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
