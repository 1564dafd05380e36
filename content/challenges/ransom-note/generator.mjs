// Hidden tests at the stated limits (both strings 10^5 letters): magazines that hold exactly the
// letters the note needs, or one copy too few of a letter that the note only asks for at its very
// end, so that only exact per-letter counts over both whole strings decide them.

const LOWER = "abcdefghijklmnopqrstuvwxyz";

const shuffled = (rng, s) => rng.shuffle([...s]).join("");

export default function generate(rng) {
  const n = 100_000;

  const note = rng.string(n, LOWER);

  // The magazine holds every letter of the note except its final z, plus one spare y.
  const body = rng.string(n - 1, "abcdefghijklmnopqrstuvwxy");
  const shortNote = body + "z";
  const shortMagazine = shuffled(rng, body) + "y";

  const sorted = [...rng.string(n, LOWER)].sort().join("");

  return [
    { label: "both 10^5, the magazine is the note shuffled: exactly enough", input: { ransomNote: note, magazine: shuffled(rng, note) } },
    {
      label: "both 10^5, the note's last letter z is missing from the magazine",
      input: { ransomNote: shortNote, magazine: shortMagazine },
    },
    {
      label: "both 10^5, one letter only, enough",
      input: { ransomNote: "a".repeat(n), magazine: "a".repeat(n) },
    },
    {
      label: "both 10^5, one letter only, one copy short",
      input: { ransomNote: "a".repeat(n), magazine: "a".repeat(n - 1) + "b" },
    },
    {
      label: "both 10^5, note sorted, magazine reverse-sorted, same letters",
      input: { ransomNote: sorted, magazine: [...sorted].reverse().join("") },
    },
    {
      label: "both 10^5, independent random letters",
      input: { ransomNote: rng.string(n, LOWER), magazine: rng.string(n, LOWER) },
    },
    {
      label: "note of 5 * 10^4 letters, magazine of 10^5 holding each twice over",
      input: { ransomNote: note.slice(0, n / 2), magazine: shuffled(rng, note.slice(0, n / 2).repeat(2)) },
    },
    {
      label: "note of 1 letter, found only at the end of a 10^5 magazine",
      input: { ransomNote: "q", magazine: "p".repeat(n - 1) + "q" },
    },
    {
      label: "note of 1 letter, absent from a 10^5 magazine",
      input: { ransomNote: "q", magazine: rng.string(n, "abcdefghijklmnoprstuvwxyz") },
    },
    { label: "both of length 1, equal", input: { ransomNote: "m", magazine: "m" } },
    { label: "both of length 1, different", input: { ransomNote: "a", magazine: "z" } },
  ];
}
