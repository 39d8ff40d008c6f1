import { useEffect, useRef, useState, type RefObject } from 'react';
import { sameSet, type MenuBranch } from './structure';

/** How the open sub-menus came to be open: a resting pointer, or a press (a click, a key). */
type OpenedBy = 'hover' | 'press';

/** The open sub-menus (branch indexes, outermost first), and the ways they change. */
export interface OpenBranches {
  readonly open: readonly number[];
  /** The same, for listeners: always the latest. */
  readonly current: RefObject<readonly number[]>;
  readonly openedBy: RefObject<OpenedBy>;
  /** Opens exactly these sub-menus now (a pending hover change is dropped). */
  change(next: readonly number[], by: OpenedBy): void;
  /** Opens exactly these after `delayMs` of the pointer resting (hover intent), unless something else happens first. */
  changeLater(next: readonly number[], delayMs: number): void;
  /** Drops a pending hover change. */
  cancelLater(): void;
}

/**
 * Which sub-menus are open (README, "Behaviour"): the ones the server printed shown, at first. Crossing
 * the click-mode width closes everything: what was open belonged to the other mode.
 */
export function useOpenBranches(branches: readonly MenuBranch[], hoverOpens: boolean): OpenBranches {
  const [open, setOpen] = useState<readonly number[]>(() => branches.flatMap((branch, index) => (branch.submenu.hidden ? [] : [index])));
  const current = useRef(open);
  current.current = open;
  const openedBy = useRef<OpenedBy>('press');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelLater = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const change = (next: readonly number[], by: OpenedBy) => {
    cancelLater();
    openedBy.current = by;
    setOpen((was) => (sameSet(was, next) ? was : next));
  };
  const changeLater = (next: readonly number[], delayMs: number) => {
    cancelLater();
    timer.current = setTimeout(() => change(next, 'hover'), delayMs);
  };
  useEffect(() => cancelLater, []);

  const mode = useRef(hoverOpens);
  useEffect(() => {
    if (mode.current === hoverOpens) return;
    mode.current = hoverOpens;
    clearTimeout(timer.current);
    openedBy.current = 'press';
    setOpen([]);
  }, [hoverOpens]);
  return { open, current, openedBy, change, changeLater, cancelLater };
}
