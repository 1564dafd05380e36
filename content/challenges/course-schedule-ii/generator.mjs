// Hidden tests at the stated limits (numCourses = 2000, 5000 pairs): random and layered acyclic
// graphs with a huge number of valid orders, a chain that allows exactly one order (and is deep
// enough to break a recursive DFS in Python), stars, a dense block among free courses, cycles of
// several lengths hidden in otherwise acyclic graphs, and the smallest inputs. (Scanning every pair
// again to find each next course, O(numCourses * pairs), still fits the time limit at these sizes,
// so no naive solution is declared.)

const N = 2000;
const E = 5000;

/** The pairs [order[i + 1], order[i]]: each course of `order` needs the one before it. */
function chain(order) {
  const pairs = [];
  for (let i = 0; i + 1 < order.length; i++) pairs.push([order[i + 1], order[i]]);
  return pairs;
}

/** `count` new pairs [order[j], order[i]] with i + gap <= j: they keep the graph acyclic. */
function forward(rng, order, count, taken, gap = 1) {
  const pairs = [];
  while (pairs.length < count) {
    let i = rng.int(0, order.length - 1);
    let j = rng.int(0, order.length - 1);
    if (i > j) [i, j] = [j, i];
    if (j - i < gap) continue;
    const key = order[j] * N + order[i];
    if (taken.has(key)) continue;
    taken.add(key);
    pairs.push([order[j], order[i]]);
  }
  return pairs;
}

const keysOf = (pairs) => new Set(pairs.map(([a, b]) => a * N + b));

export default function generate(rng) {
  // A random acyclic graph: pairs only go forward along a hidden random order.
  const hidden = rng.permutation(N);
  const dag = forward(rng, hidden, E, new Set());

  // A chain with shortcuts, plus the pair that closes a cycle of 51 courses along it:
  // late[k] needs late[k + 50], which needs late[k] through the chain.
  const late = rng.permutation(N);
  const lateChain = chain(late);
  const k = rng.int(N / 2, N - 51);
  const lateCycle = rng.shuffle([...lateChain, ...forward(rng, late, E - lateChain.length - 1, keysOf(lateChain), 2), [late[k], late[k + 50]]]);

  // Course i needs course i + 1: exactly one valid order, 1999 courses deep.
  const down = Array.from({ length: N }, (_, i) => N - 1 - i);
  const downChain = chain(down);
  const unique = rng.shuffle([...downChain, ...forward(rng, down, E - downChain.length, keysOf(downChain), 2)]);

  // A random-label chain closed into one cycle through all 2000 courses.
  const ringOrder = rng.permutation(N);
  const ringChain = chain(ringOrder);
  const ring = rng.shuffle([...ringChain, ...forward(rng, ringOrder, E - ringChain.length - 1, keysOf(ringChain), 2), [ringOrder[0], ringOrder[N - 1]]]);

  // Course 0 before every other course, course 1999 after every other one; the rest in any order.
  const stars = [];
  for (let c = 1; c < N; c++) stars.push([c, 0]);
  for (let c = 1; c < N - 1; c++) stars.push([N - 1, c]);
  rng.shuffle(stars);

  // Every pair among 100 random courses (4950 pairs), the other 1900 courses free.
  const block = rng.distinctInts(100, 0, N - 1);
  const dense = [];
  for (let i = 0; i < block.length; i++) for (let j = i + 1; j < block.length; j++) dense.push([block[j], block[i]]);
  rng.shuffle(dense);

  // 20 layers of 100 random courses; each pair goes from one layer to the next.
  const layerOf = rng.permutation(N);
  const layered = [];
  const seen = new Set();
  while (layered.length < E) {
    const layer = rng.int(0, 18);
    const before = layerOf[layer * 100 + rng.int(0, 99)];
    const course = layerOf[(layer + 1) * 100 + rng.int(0, 99)];
    if (seen.has(course * N + before)) continue;
    seen.add(course * N + before);
    layered.push([course, before]);
  }

  // Course i needs course (i - 1) / 2, rounded down: an out-tree with a huge number of orders.
  const tree = rng.shuffle(Array.from({ length: N - 1 }, (_, i) => [i + 1, Math.floor(i / 2)]));

  // Four separate groups of 500 courses: three acyclic, the last one a cycle of two courses.
  const groups = [];
  const labels = rng.permutation(N);
  for (let g = 0; g < 4; g++) {
    const part = labels.slice(g * 500, (g + 1) * 500);
    // The last group keeps its cycle's pair [labels[1999], labels[1500]] out of the random ones.
    groups.push(...forward(rng, part, 1249, g === 3 ? new Set([labels[1999] * N + labels[1500]]) : new Set()));
  }
  groups.push([labels[1500], labels[1999]], [labels[1999], labels[1500]]);
  rng.shuffle(groups);

  return [
    { label: "2000 courses, 5000 random pairs along a hidden order: acyclic, many valid orders", input: { numCourses: N, prerequisites: dag } },
    { label: "2000 courses, 5000 pairs: a chain with shortcuts plus one pair closing a cycle of 51 courses late in it", input: { numCourses: N, prerequisites: lateCycle } },
    { label: "2000 courses, 5000 pairs: course i needs course i + 1, exactly one valid order", input: { numCourses: N, prerequisites: unique } },
    { label: "2000 courses, 5000 pairs: a random-label chain closed into one cycle through every course", input: { numCourses: N, prerequisites: ring } },
    { label: "2000 courses: course 0 before all others, course 1999 after all others (two stars)", input: { numCourses: N, prerequisites: stars } },
    { label: "2000 courses: all 4950 pairs among 100 courses, the other 1900 free", input: { numCourses: N, prerequisites: dense } },
    { label: "2000 courses in 20 layers of 100, 5000 pairs between neighbouring layers", input: { numCourses: N, prerequisites: layered } },
    { label: "2000 courses, each needs course (i - 1) / 2: a binary out-tree", input: { numCourses: N, prerequisites: tree } },
    { label: "2000 courses in four separate groups of 500, only the last group holds a cycle (of two courses)", input: { numCourses: N, prerequisites: groups } },
    { label: "2000 courses, no prerequisites: every order is valid", input: { numCourses: N, prerequisites: [] } },
    { label: "1 course, no prerequisites", input: { numCourses: 1, prerequisites: [] } },
    { label: "2 courses that need each other", input: { numCourses: 2, prerequisites: [[0, 1], [1, 0]] } },
  ];
}
