// Hidden tests at the stated limits (1000 operations, scores in [-3 * 10^4, 3 * 10^4]). Every
// input keeps the statement's promises: "+" sees two scores, "C" and "D" one, and every score,
// like the total, stays within 32 bits.

const V = 30_000;
const LIMIT = 1_000_000; // a bound on |score| the random mixes keep, far inside 32 bits

/** n random operations that keep every promise, "C", "D" and "+" each about as often as a number. */
function mix(rng, n, lo, hi) {
  const ops = [];
  const record = [];
  while (ops.length < n) {
    const top = record[record.length - 1];
    const choice = rng.int(0, 5);
    if (choice === 0 && record.length >= 1) {
      record.pop();
      ops.push("C");
    } else if (choice === 1 && record.length >= 1 && Math.abs(2 * top) <= LIMIT) {
      record.push(2 * top);
      ops.push("D");
    } else if (choice === 2 && record.length >= 2 && Math.abs(top + record[record.length - 2]) <= LIMIT) {
      record.push(top + record[record.length - 2]);
      ops.push("+");
    } else {
      const value = rng.int(lo, hi);
      record.push(value);
      ops.push(String(value));
    }
  }
  return ops;
}

export default function generate(rng) {
  const n = 1000;
  // Every score recorded, then every one cancelled: the record ends empty.
  const cancelled = [...rng.ints(n / 2, -V, V).map(String), ...Array(n / 2).fill("C")];
  // -30000 doubled 15 times: the last score is -983040000 and the total -1966050000.
  const doubled = ["-30000", ...Array(15).fill("D")];
  // A pair of scores, then "+" and "C" alternating: the record never grows past three.
  const plusCancel = ["29999", "-30000"];
  while (plusCancel.length < n) plusCancel.push(plusCancel.length % 2 === 0 ? "+" : "C");
  return [
    { label: "1000 operations, a random mix over the whole score range", input: { operations: mix(rng, n, -V, V) } },
    { label: "1000 operations, a random mix of small scores", input: { operations: mix(rng, n, -9, 9) } },
    { label: "1000 scores, all 30000", input: { operations: Array(n).fill(String(V)) } },
    { label: "1000 scores, all -30000", input: { operations: Array(n).fill(String(-V)) } },
    { label: "500 scores, then 500 cancels: the record ends empty", input: { operations: cancelled } },
    { label: "1000 operations, '+' and 'C' alternating after two scores", input: { operations: plusCancel } },
    { label: "-30000 doubled 15 times: the total is near the 32-bit limit", input: { operations: doubled } },
    { label: "one operation, the largest score", input: { operations: [String(V)] } },
  ];
}
