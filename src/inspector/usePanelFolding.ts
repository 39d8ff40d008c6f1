import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The panel folded and unfolded (README, "Inspector"): unfolded at first; Escape anywhere inside it
 * folds it, with focus on its Fold/Unfold button; a second `inspect()` (through `onReopen`) unfolds
 * it and focuses that button.
 */
export function usePanelFolding(onReopen: (reopen: () => void) => void) {
  const [expanded, setExpanded] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      onReopen(() => {
        setExpanded(true);
        toggle.current?.focus();
      }),
    [onReopen],
  );

  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    toggle.current?.focus();
  }
  return { expanded, setExpanded, toggle, onKeyDown };
}
