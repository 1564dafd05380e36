/** Caps of a flow analysis (the tracers enforce the same numbers inside the sandbox). */
export const FLOW_MAX_STEPS = 1000;
export const FLOW_MAX_TRACE_BYTES = 2 * 1024 * 1024;
export const FLOW_MAX_VALUE_CHARS = 100;
/**
 * Characters of frame names, variable names and values that the steps' frames may hold in one
 * answer: each step carries the whole state, so a long run of large frames would otherwise make
 * an answer of many megabytes. Steps past the bound carry no frames and the final result says so.
 */
export const FLOW_MAX_FRAME_CHARS = 2 * 1024 * 1024;
