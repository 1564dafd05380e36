// Hidden tests at the stated limits (n = 10^5). Removing one digit at a time, each time scanning
// from the start for the first digit larger than the next, costs O(n * k): on digits that never
// decrease no such digit exists, every scan runs to the end, and k = n - 1 makes it n^2 / 2 steps.

const DIGITS = "0123456789";

export default function generate(rng) {
  const n = 100_000;
  const random = () => String(rng.int(1, 9)) + rng.string(n - 1, DIGITS);
  const sorted = Array.from({ length: n }, (_, i) => String(1 + Math.floor((i * 9) / n))).join("");
  const nines = "9".repeat(n);
  const zeros = "1".repeat(n / 2) + "0".repeat(n / 2);
  // Removing the leading 9 leaves 50000 leading zeros to strip.
  const exposed = `9${"0".repeat(n / 2)}${rng.string(n / 2 - 1, DIGITS)}`;
  const falling = "987654321".repeat(Math.ceil(n / 9)).slice(0, n);
  return [
    { label: "n = 10^5, random digits, k = n / 2", input: { num: random(), k: n / 2 } },
    { label: "n = 10^5, random digits, k = n: nothing is left", input: { num: random(), k: n } },
    { label: "n = 10^5, digits never decreasing, k = n - 1", input: { num: sorted, k: n - 1 } },
    { label: "n = 10^5, digits never decreasing, k = n / 2", input: { num: sorted, k: n / 2 } },
    { label: "n = 10^5, all 9, k = n - 1", input: { num: nines, k: n - 1 } },
    { label: "n = 10^5, all 9, k = n / 2", input: { num: nines, k: n / 2 } },
    { label: "n = 10^5, 50000 ones then 50000 zeros, k = 50000", input: { num: zeros, k: n / 2 } },
    { label: "n = 10^5, a 9 then 50000 zeros, k = 1: leading zeros to strip", input: { num: exposed, k: 1 } },
    { label: "n = 10^5, 987654321 repeated, k = 1000", input: { num: falling, k: 1000 } },
    { label: "n = 1, num = 0, k = 1", input: { num: "0", k: 1 } },
    { label: "n = 1, num = 9, k = 1", input: { num: "9", k: 1 } },
  ];
}
