// Hidden tests at the stated limits (s of 500 lowercase letters): one letter exactly at the limit
// of half the length (the arrangement exists but that letter must take every other position),
// one letter over it (no arrangement), all letters equal, two letters in equal numbers, 26 letters
// at random with a huge number of valid answers, sorted blocks, and the smallest strings.

const N = 500;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** `count` copies of `letter` and `rest` random letters other than it, shuffled. */
function dominated(rng, letter, count, rest) {
  const others = LETTERS.replace(letter, "");
  const chars = [...letter.repeat(count), ...rng.string(rest, others)];
  return rng.shuffle(chars).join("");
}

export default function generate(rng) {
  const blocks = Array.from(LETTERS, (c, i) => c.repeat(i < 6 ? 20 : 19)).join("");
  const trio = "a".repeat(200) + "b".repeat(150) + "c".repeat(150);
  const pair = rng.shuffle([..."xy".repeat(N / 2)]).join("");
  const twoBig = rng.shuffle([..."p".repeat(200), ..."q".repeat(200), ...rng.string(100, "abcdefghijklmno")]).join("");

  return [
    { label: "n = 500, 26 letters at random: many valid arrangements", input: { s: rng.string(N, LETTERS) } },
    { label: "n = 500, 'a' 250 times (exactly half) among random letters: 'a' must take every other position", input: { s: dominated(rng, "a", 250, 250) } },
    { label: "n = 500, 'e' 251 times: one over half, no arrangement", input: { s: dominated(rng, "e", 251, 249) } },
    { label: "n = 500, all 'z': no arrangement", input: { s: "z".repeat(N) } },
    { label: "n = 500, 250 'x' and 250 'y' shuffled: only the two alternations are valid", input: { s: pair } },
    { label: "n = 499, 'z' 250 times among random letters: 'z' must fill both ends and every other position", input: { s: dominated(rng, "z", 250, 249) } },
    { label: "n = 499, 'm' 251 times: no arrangement", input: { s: dominated(rng, "m", 251, 248) } },
    { label: "n = 500, 26 sorted blocks of 19 or 20 equal letters", input: { s: blocks } },
    { label: "n = 500, sorted blocks of 200 'a', 150 'b', 150 'c'", input: { s: trio } },
    { label: "n = 500, 200 'p' and 200 'q' among 100 other letters", input: { s: twoBig } },
    { label: "n = 26, every letter once, in reverse order: every order is valid", input: { s: [...LETTERS].reverse().join("") } },
    { label: "n = 1", input: { s: "q" } },
    { label: "n = 2, equal letters: no arrangement", input: { s: "zz" } },
    { label: "n = 3, 'a' twice: the only answer is 'aba'", input: { s: "aab" } },
  ];
}
