import { useCallback, useLayoutEffect, useRef } from "react";

const SLIDE_MS = 450;

/**
 * Slides rows from their old place to their new one when the order changes (the FLIP
 * technique: measure, re-render, animate the difference back to zero), so a reader can follow
 * a row that climbed. Positions are measured within the table, so scrolling between two
 * updates does not count as a move. Skipped for users who prefer reduced motion.
 *
 * Returns `refFor(key)`, the ref callback to put on the row with that key.
 */
export function useFlipRows(orderKey: string) {
  const nodes = useRef(new Map<string, HTMLElement>());
  const callbacks = useRef(new Map<string, (node: HTMLElement | null) => void>());
  const offsets = useRef(new Map<string, number>());

  const refFor = useCallback((key: string) => {
    let callback = callbacks.current.get(key);
    if (!callback) {
      callback = (node) => {
        if (node) nodes.current.set(key, node);
        else nodes.current.delete(key);
      };
      callbacks.current.set(key, callback);
    }
    return callback;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order changes, measuring the DOM rather than reading orderKey.
  useLayoutEffect(() => {
    const previous = offsets.current;
    const next = new Map<string, number>();
    for (const [key, node] of nodes.current) next.set(key, node.offsetTop);
    offsets.current = next;
    if (previous.size === 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    for (const [key, node] of nodes.current) {
      const before = previous.get(key);
      const after = next.get(key);
      if (before === undefined || after === undefined || before === after) continue;
      node.animate([{ transform: `translateY(${before - after}px)` }, { transform: "translateY(0)" }], {
        duration: SLIDE_MS,
        easing: "cubic-bezier(0.2, 0, 0, 1)",
      });
    }
  }, [orderKey]);

  return refFor;
}
