// Hidden tests at the stated limits (n = 10^4, sizes in [-1000, 1000], never 0). Simulating the
// collisions round by round needs one round per explosion when a single asteroid destroys a long
// line of others, about n / 2 rounds of O(n) each.

const V = 1000;

/** n random non-zero sizes in [-max, max]. */
function sizes(rng, n, max) {
  return Array.from({ length: n }, () => (rng.bool() ? 1 : -1) * rng.int(1, max));
}

export default function generate(rng) {
  const n = 10_000;
  const half = n / 2;
  const rights = Array.from({ length: half }, () => rng.int(1, V - 1));
  // 5000 right-movers, then 5000 left-movers of the largest size: the first one destroys them all.
  const wall = [...rights, ...Array(half).fill(-V)];
  // One large right-mover followed by 9999 small left-movers: it destroys every one of them.
  const bulldozer = [V, ...Array.from({ length: n - 1 }, () => -rng.int(1, V - 1))];
  // 5000 right-movers, then the same sizes in reverse order moving left: pairs cancel out.
  const mirrored = rng.ints(half, 1, V);
  const mirror = [...mirrored, ...mirrored.map((a) => -a).reverse()];
  // Left-movers first, right-movers after: they fly apart and nothing happens.
  const apart = [...Array.from({ length: half }, () => -rng.int(1, V)), ...Array.from({ length: half }, () => rng.int(1, V))];
  return [
    { label: "n = 10^4, random sizes and directions", input: { asteroids: sizes(rng, n, V) } },
    { label: "n = 10^4, 5000 right-movers then 5000 left-movers of size 1000", input: { asteroids: wall } },
    { label: "n = 10^4, one right-mover of size 1000 destroys 9999 smaller left-movers", input: { asteroids: bulldozer } },
    { label: "n = 10^4, mirrored equal sizes: every asteroid explodes", input: { asteroids: mirror } },
    { label: "n = 10^4, left-movers before right-movers: no collision", input: { asteroids: apart } },
    { label: "n = 10^4, random small sizes: many equal collisions", input: { asteroids: sizes(rng, n, 3) } },
    { label: "n = 2, equal sizes collide", input: { asteroids: [V, -V] } },
    { label: "n = 2, moving apart", input: { asteroids: [-V, V] } },
  ];
}
