import { createExecutionEngine } from "./engine";

const engine = createExecutionEngine({
  sandbox: (process.env.SB as "bwrap") ?? "bwrap",
  limits: { cpuMs: 5000, wallMs: 10000, memoryBytes: 256 << 20, processes: 64, outputBytes: 1 << 20 },
  cacheDir: "/tmp/exp/cache2",
  cacheMaxBytes: 100 << 20,
});
await engine.assertReady();
for (const lang of ["python", "c", "javascript"] as const) {
  const src =
    lang === "python"
      ? 'print("Hello, World!")'
      : lang === "c"
        ? '#include <stdio.h>\nint main(){puts("Hello, World!");}'
        : 'console.log("Hello, World!")';
  await engine.execute({ language: lang, source: src });
  const tot: number[] = [],
    inner: number[] = [];
  for (let i = 0; i < 20; i++) {
    const s = performance.now();
    const r = await engine.execute({ language: lang, source: src });
    tot.push(performance.now() - s);
    inner.push(r.wallTimeMs ?? 0);
  }
  tot.sort((a, b) => a - b);
  inner.sort((a, b) => a - b);
  console.log(lang, "total median", tot[10]?.toFixed(1), "helper-measured program wall median", inner[10]);
}
