/**
 * The rotation control of a set of slides (WAI-ARIA APG carousel), first in the Tab order: named
 * from the family's `*_stop` setting while the slides turn and `*_start` once stopped, with a pause or
 * play icon.
 */
export function RotationButton({
  className,
  sizePx,
  paused,
  label,
  onToggle,
}: {
  className: string;
  sizePx: number;
  paused: boolean;
  label: string;
  onToggle: () => void;
}) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onToggle}>
      <svg width={sizePx} height={sizePx} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={paused ? 'M2 1l7 4-7 4z' : 'M2 1h2v8H2zM6 1h2v8H6z'} />
      </svg>
    </button>
  );
}
