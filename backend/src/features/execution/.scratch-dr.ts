import { startHarness } from "./testing/harness";

const h = await startHarness({ compileLimits: { cpuMs: 3000, wallMs: 6000, memoryBytes: 512 * 1024 * 1024 } });
for (let i = 0; i < 3; i++) {
  const r = await h.run("c", `#include </dev/random>\nint main(void) { return ${i}; }\n`);
  console.log(r.body.message, JSON.stringify(r.body.compile_output).slice(0, 300));
}
await h.close();
