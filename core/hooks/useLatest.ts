import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the value of the last commit: for an effect that runs once (at mount) yet
 * must call the newest version of a function the component makes on every render.
 */
export function useLatest<Value>(value: Value): RefObject<Value> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
