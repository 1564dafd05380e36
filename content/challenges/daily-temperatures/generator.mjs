// Hidden tests at the stated limits (n = 10^5, temperatures in [30, 100]). Scanning forward from
// every day costs about n^2 / 2 = 5 * 10^9 steps when no warmer day ever comes: all equal, or
// never rising. The whole run may print at most 1 MB, so the full-size tests are the ones whose
// answers are short (mostly 0), and the tests with long waits are smaller.

const LO = 30;
const HI = 100;

export default function generate(rng) {
  const n = 100_000;
  const span = HI - LO + 1;
  // 100 down to 30, each temperature held for about n / 71 days: nothing ever gets warmer.
  const falling = Array.from({ length: n }, (_, i) => HI - Math.floor((i * span) / n));
  // 30 up to 100 in plateaus of 280 days: each day waits for the next plateau.
  const rising = Array.from({ length: 19_880 }, (_, i) => LO + Math.floor(i / 280));
  // Runs of 100, 99, ..., 30 repeated: the stack fills with 70 days and empties at each new run.
  const saw = Array.from({ length: 20_000 }, (_, i) => HI - (i % span));
  // Cold all month, then one warm day at the very end: every day waits for it.
  const coldSpell = Array(20_000).fill(LO);
  coldSpell[coldSpell.length - 1] = LO + 1;
  return [
    { label: "n = 10^5, all equal at the maximum: no day ever gets a warmer one", input: { temperatures: Array(n).fill(HI) } },
    { label: "n = 10^5, never rising from 100 down to 30", input: { temperatures: falling } },
    { label: "n = 10^5, random temperatures over the whole range", input: { temperatures: rng.ints(n, LO, HI) } },
    { label: "n = 19880, rising in plateaus of equal temperatures", input: { temperatures: rising } },
    { label: "n = 2 * 10^4, falling runs from 100 to 30 repeated", input: { temperatures: saw } },
    { label: "n = 2 * 10^4, all at 30 but the last day at 31", input: { temperatures: coldSpell } },
    { label: "n = 1", input: { temperatures: [LO] } },
    { label: "n = 2, the extremes in rising order", input: { temperatures: [LO, HI] } },
  ];
}
