// Hidden tests at the stated limit |s| = 16 with as many partitions as the output allows: the whole
// run may print at most 1 MB, and sixteen equal letters alone give 32,768 partitions (about 1.4 MB),
// so the all-equal string is 12 letters (2,048 partitions) and the length-16 strings are periodic
// ones rich in overlapping palindromes (about 1,000 partitions each), random ones over 'ab' and over
// the whole alphabet, one with all letters distinct (a single partition), a palindrome, and |s| = 1.

export default function generate(rng) {
  return [
    { label: "|s| = 16, alternating 'ab': 987 partitions", input: { s: "ab".repeat(8) } },
    { label: "|s| = 16, 'aabb' repeated: 864 partitions", input: { s: "aabb".repeat(4) } },
    { label: "|s| = 16, 'aaab' repeated: 1,087 partitions", input: { s: "aaab".repeat(4) } },
    { label: "|s| = 16, random over 'ab'", input: { s: rng.string(16, "ab") } },
    { label: "|s| = 16, random over 'ab', again", input: { s: rng.string(16, "ab") } },
    { label: "|s| = 16, random over 'a'..'z'", input: { s: rng.string(16, "abcdefghijklmnopqrstuvwxyz") } },
    { label: "|s| = 16, all letters distinct: one partition", input: { s: "abcdefghijklmnop" } },
    { label: "|s| = 16, a palindrome of distinct halves", input: { s: "qwertyuiiuytrewq" } },
    { label: "|s| = 12, all equal: 2,048 partitions", input: { s: "z".repeat(12) } },
    { label: "|s| = 1", input: { s: rng.string(1, "abcdefghijklmnopqrstuvwxyz") } },
  ];
}
