import { createHealthRouter } from "./routes";

// The health feature's front door: GET /api/health for load balancers and start-up checks.
export function createHealthFeature(deps: Parameters<typeof createHealthRouter>[0]) {
  return { router: createHealthRouter(deps) };
}
