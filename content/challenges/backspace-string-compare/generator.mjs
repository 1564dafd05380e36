// Hidden tests at the stated limit (|s| = |t| = 200): equal texts typed with different erased
// letters (nested and chained backspaces), texts differing only in the first or last letter, one
// text a suffix of the other, backspaces on an empty text, and the smallest strings.

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Letters and '#' that type nothing, 2 * units characters: a random balanced sequence. */
function noise(rng, units) {
  const out = [];
  let open = 0;
  let left = units;
  while (left > 0 || open > 0) {
    if (left > 0 && (open === 0 || rng.bool(0.5))) {
      out.push(rng.pick([...LETTERS]));
      open++;
      left--;
    } else {
      out.push("#");
      open--;
    }
  }
  return out.join("");
}

/** A string of exactly `length` characters that types `text`. */
function typing(rng, text, length) {
  let extra = length - text.length;
  if (extra < 0) throw new Error("generator: text longer than the string");
  let lead = "";
  if (extra % 2 === 1) {
    lead = "#"; // a backspace on the empty text does nothing
    extra--;
  }
  const units = Array(text.length + 1).fill(0);
  for (let u = 0; u < extra / 2; u++) units[rng.int(0, text.length)]++;
  let out = lead;
  for (let i = 0; i <= text.length; i++) {
    out += noise(rng, units[i]);
    if (i < text.length) out += text[i];
  }
  return out;
}

export default function generate(rng) {
  const L = 200;
  const text = rng.string(100, LETTERS);
  const other = (ch) => (ch === "a" ? "b" : "a");
  const firstDiffers = other(text[0]) + text.slice(1);
  const lastDiffers = text.slice(0, -1) + other(text[99]);
  const short = rng.string(60, LETTERS);
  return [
    { label: "|s| = |t| = 200, the same 100 letters typed with different erased letters", input: { s: typing(rng, text, L), t: typing(rng, text, L) } },
    { label: "|s| = |t| = 200, the texts differ only in their first letter", input: { s: typing(rng, text, L), t: typing(rng, firstDiffers, L) } },
    { label: "|s| = |t| = 200, the texts differ only in their last letter", input: { s: typing(rng, text, L), t: typing(rng, lastDiffers, L) } },
    { label: "|s| = |t| = 200, one text is the other with one more letter in front", input: { s: typing(rng, short, L), t: typing(rng, "q" + short, L) } },
    { label: "|s| = |t| = 200, the same 200 letters, no backspace", input: { s: "z".repeat(100) + "y".repeat(100), t: "z".repeat(100) + "y".repeat(100) } },
    { label: "|s| = |t| = 200, only backspaces", input: { s: "#".repeat(L), t: "#".repeat(L) } },
    { label: "|s| = |t| = 200, 100 letters erased by 100 backspaces against only backspaces", input: { s: "k".repeat(100) + "#".repeat(100), t: "#".repeat(L) } },
    { label: "|s| = 200, |t| = 198, a run of one letter with one erased", input: { s: "a".repeat(199) + "#", t: "a".repeat(198) } },
    { label: "|s| = |t| = 200, 150 backspaces on an empty text, then the same text as t", input: { s: "#".repeat(150) + "abc" + "d#".repeat(23) + "e", t: "abce" + "x#".repeat(98) } },
    { label: "|s| = |t| = 200, random letters a, b and backspaces", input: { s: rng.string(L, "ab##"), t: rng.string(L, "ab##") } },
    { label: "|s| = |t| = 1, a letter against a backspace", input: { s: "a", t: "#" } },
    { label: "|s| = 1, |t| = 2, both type nothing", input: { s: "#", t: "z#" } },
  ];
}
