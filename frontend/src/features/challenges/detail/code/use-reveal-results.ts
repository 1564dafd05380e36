import { type RefObject, useEffect, useRef } from "react";
import { type TRunPhase, useLiveRunStore } from "../../run/run-store";

/** Less than this many pixels of the results showing counts as "below the fold". */
const MIN_VISIBLE_PX = 160;

/**
 * Scrolls the results into view when a run starts and when it ends, if they are (nearly) out of
 * sight: on a phone they sit under the 400 px editor, below the Run button the learner just
 * pressed. Smooth unless the learner asked for reduced motion; results already in view stay put.
 */
export function useRevealResults(ref: RefObject<HTMLElement | null>): void {
  const phase = useLiveRunStore((s) => s.phase);
  // Only a change of phase while the screen is open counts: opening the screen never scrolls it.
  const seen = useRef(phase);
  useEffect(() => {
    if (seen.current === phase) return;
    seen.current = phase;
    if (!revealOn(phase)) return;
    const element = ref.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top;
    if (top >= 0 && top <= window.innerHeight - MIN_VISIBLE_PX) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // From their top: the banner and the first cases are read first, and on a phone the toast
    // at the bottom of the screen then covers only what comes after them.
    element.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
  }, [phase, ref]);
}

function revealOn(phase: TRunPhase): boolean {
  return phase === "running" || phase === "done" || phase === "error";
}
