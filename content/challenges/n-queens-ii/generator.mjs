// The constraints allow only n = 1..9, so the hidden tests are all of them: the largest boards
// (n = 9: 352 solutions, n = 8: 92) and the small ones whose answers surprise (n = 2 and 3 have none,
// n = 6 has fewer than n = 5).

export default function generate() {
  return [9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => ({ label: `n = ${n}`, input: { n } }));
}
