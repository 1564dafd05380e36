// Hidden tests at the stated limits (10^4 tasks, n up to 100): one letter only (the most idle
// time), all 26 letters equally often with n = 0 and n = 100, several letters tied at the top
// count, a skewed mix where the other tasks fill every gap, and the minimum of one task.

const ABC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export default function generate(rng) {
  const m = 10_000;
  const uniform = rng.shuffle(Array.from({ length: m }, (_, i) => ABC[i % 26]));
  const tied = rng.shuffle(Array.from({ length: m }, (_, i) => (i < 9_000 ? "ABC"[i % 3] : rng.pick([..."DEFGHIJ"]))));
  const skewed = rng.shuffle(Array.from({ length: m }, (_, i) => (i < 400 ? "Q" : rng.pick([...ABC.replace("Q", "")]))));
  return [
    { label: "10^4 tasks of one letter, n = 100", input: { tasks: Array(m).fill(rng.pick([...ABC])), n: 100 } },
    { label: "10^4 tasks, all 26 letters equally often, n = 0", input: { tasks: uniform, n: 0 } },
    { label: "10^4 tasks, all 26 letters equally often, n = 100", input: { tasks: [...uniform], n: 100 } },
    { label: "10^4 tasks, three letters tied at the top count, n = 50", input: { tasks: tied, n: 50 } },
    { label: "10^4 tasks, one frequent letter but enough others to fill its gaps, n = 20", input: { tasks: skewed, n: 20 } },
    { label: "10^4 random tasks, n = 100", input: { tasks: rng.string(m, ABC).split(""), n: 100 } },
    { label: "one task", input: { tasks: [rng.pick([...ABC])], n: rng.int(0, 100) } },
  ];
}
