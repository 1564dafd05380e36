// Hidden tests at the stated limits (200 strings of up to 200 letters): the prefix is everything,
// ends at the last letter of the last string, is cut by a shorter string or an empty string placed
// last, or is empty because the very first letters differ.

const LOWER = "abcdefghijklmnopqrstuvwxyz";

export default function generate(rng) {
  const n = 200;
  const full = rng.string(200, LOWER);
  const copies = (k, s) => Array.from({ length: k }, () => s);
  const other = (ch) => (ch === "a" ? "b" : "a");
  const base = rng.string(100, LOWER);
  const suffixes = Array.from({ length: n }, (_, i) => base + String.fromCharCode(97 + (i % 26)) + rng.string(99, LOWER));
  return [
    { label: "200 equal strings of 200 letters: the prefix is all of them", input: { strs: copies(n, full) } },
    { label: "200 strings of 200 letters, the last one differs only in its last letter", input: { strs: [...copies(n - 1, full), full.slice(0, 199) + other(full[199])] } },
    { label: "200 strings of 200 letters, then a shorter copy last", input: { strs: [...copies(n - 1, full), full.slice(0, 150)] } },
    { label: "199 strings of 200 letters and an empty string last", input: { strs: [...copies(n - 1, full), ""] } },
    { label: "200 strings of 200 letters, the last one differs in its first letter", input: { strs: [...copies(n - 1, full), other(full[0]) + full.slice(1)] } },
    { label: "200 strings sharing 100 letters, then different letters", input: { strs: rng.shuffle(suffixes) } },
    { label: "one string of 200 letters", input: { strs: [full] } },
    { label: "one empty string", input: { strs: [""] } },
  ];
}
