import { monitorEventLoopDelay } from "node:perf_hooks";
import { startHarness } from "./testing/harness";

const h = await startHarness({ compileLimits: { cpuMs: 3000, wallMs: 6000, memoryBytes: 512 * 1024 * 1024 } });
for (let i = 0; i < 3; i++) {
  const eld = monitorEventLoopDelay({ resolution: 5 });
  eld.enable();
  const code = `template <int D, int N> struct T { static const long v = T<D - 1, 2 * N>::v + T<D - 1, 2 * N + 1>::v; };\ntemplate <int N> struct T<0, N> { static const long v = N; };\nint main() { return T<24, 0>::v != ${i}; }\n`;
  const r = await h.runWatched("cpp", code);
  eld.disable();
  console.log(
    r.body.message,
    "slowest health",
    Math.round(r.slowestHealthMs),
    "checks",
    r.healthChecks,
    "eld max ms",
    eld.max / 1e6,
    "p99",
    eld.percentile(99) / 1e6,
  );
}
await h.close();
