// Hidden tests at the stated limits (numCourses = 2000, 5000 pairs): long chains where every course
// sits behind many others, a cycle hidden among the last courses or spanning all of them, stars,
// a dense block, separate groups of courses, and the smallest inputs. A DFS restarted from every
// course walks most of the graph again each time.

const N = 2000;
const E = 5000;

/** The pairs [b + 1, b] of a chain over order[0..n-1] ("order[i + 1] needs order[i]"). */
function chain(order) {
  const pairs = [];
  for (let i = 0; i + 1 < order.length; i++) pairs.push([order[i + 1], order[i]]);
  return pairs;
}

/** `count` new pairs [order[j], order[i]] with i < j - 1: they keep the graph acyclic. */
function forwardChords(rng, order, count, taken) {
  const pairs = [];
  while (pairs.length < count) {
    let i = rng.int(0, order.length - 1);
    let j = rng.int(0, order.length - 1);
    if (i > j) [i, j] = [j, i];
    if (j - i < 2) continue;
    const key = order[j] * N + order[i];
    if (taken.has(key)) continue;
    taken.add(key);
    pairs.push([order[j], order[i]]);
  }
  return pairs;
}

function keysOf(pairs) {
  return new Set(pairs.map(([a, b]) => a * N + b));
}

export default function generate(rng) {
  const sorted = Array.from({ length: N }, (_, i) => i);
  const reversed = [...sorted].reverse();

  // Course i + 1 needs course i, plus forward chords: acyclic, every course behind all smaller ones.
  const upChain = chain(sorted);
  const up = rng.shuffle([...upChain, ...forwardChords(rng, sorted, E - upChain.length, keysOf(upChain))]);

  // The same shape, but the last two courses need each other.
  const lateChain = chain(sorted);
  const late = rng.shuffle([...lateChain, ...forwardChords(rng, sorted, E - lateChain.length - 1, keysOf(lateChain)), [N - 2, N - 1]]);

  // Course i needs course i + 1 (reverse order), and the last course needs itself.
  const downChain = chain(reversed);
  const selfLoop = [...downChain, ...forwardChords(rng, reversed, E - downChain.length - 1, keysOf(downChain)), [N - 1, N - 1]];

  // Random labels along the chain, and one pair that closes a cycle through all 2000 courses.
  const order = rng.permutation(N);
  const ringChain = chain(order);
  const ring = rng.shuffle([...ringChain, ...forwardChords(rng, order, E - ringChain.length - 1, keysOf(ringChain)), [order[0], order[N - 1]]]);

  // Course 0 comes before every other course, and course 1999 needs every other course.
  const stars = [];
  for (let c = 1; c < N; c++) stars.push([c, 0]);
  for (let c = 1; c < N - 1; c++) stars.push([N - 1, c]);

  // Every pair among 100 courses (in a random order of those courses) is a prerequisite: 4950 pairs.
  const block = rng.distinctInts(100, 0, N - 1);
  const dense = [];
  for (let i = 0; i < block.length; i++) for (let j = i + 1; j < block.length; j++) dense.push([block[j], block[i]]);
  rng.shuffle(dense);

  // Four separate groups of 500 courses: three chains with chords, the last one a cycle.
  const groups = [];
  const labels = rng.permutation(N);
  for (let g = 0; g < 4; g++) {
    const part = labels.slice(g * 500, (g + 1) * 500);
    const links = chain(part);
    groups.push(...links, ...forwardChords(rng, part, 750, keysOf(links)));
    if (g === 3) groups.push([part[0], part[499]]);
  }
  rng.shuffle(groups);

  return [
    { label: "2000 courses, 5000 pairs: course i + 1 needs course i plus forward shortcuts (acyclic)", input: { numCourses: N, prerequisites: up } },
    { label: "2000 courses, 5000 pairs: the same chain, the last two courses need each other", input: { numCourses: N, prerequisites: late } },
    { label: "2000 courses, 5000 pairs: course i needs course i + 1 (reverse order), the last course needs itself", input: { numCourses: N, prerequisites: selfLoop } },
    { label: "2000 courses, 5000 pairs: a random-label chain closed into one cycle through every course", input: { numCourses: N, prerequisites: ring } },
    { label: "2000 courses: course 0 before all others, course 1999 after all others (two stars)", input: { numCourses: N, prerequisites: stars } },
    { label: "2000 courses: all 4950 pairs among 100 courses, the other 1900 free (dense, acyclic)", input: { numCourses: N, prerequisites: dense } },
    { label: "2000 courses in four separate groups of 500, only the last group holds a cycle", input: { numCourses: N, prerequisites: groups } },
    { label: "2000 courses, no prerequisites", input: { numCourses: N, prerequisites: [] } },
    { label: "1 course, no prerequisites", input: { numCourses: 1, prerequisites: [] } },
  ];
}
