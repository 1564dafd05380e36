import { createCompilerRouter } from "./routes";

// The compiler feature's front door: whole-program runs for the compiler page.

export function createCompilerFeature(deps: Parameters<typeof createCompilerRouter>[0]) {
  return { router: createCompilerRouter(deps) };
}
