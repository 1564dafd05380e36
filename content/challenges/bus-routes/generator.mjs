// Hidden tests at the stated limits (500 routes, 10^5 stops in all, stop ids below 10^6): routes of
// 2.5 * 10^4 and 10^5 stops, where treating every two stops of a route as neighbours costs O(L^2),
// the longest possible chain of transfers, a star around one hub, and the smallest inputs.

const MAX_STOP = 999_999;

/** Splits `total` into `parts` positive lengths. */
function lengths(rng, total, parts) {
  const cuts = rng.distinctInts(parts - 1, 1, total - 1).sort((a, b) => a - b);
  return [...cuts, total].map((c, i) => c - (i === 0 ? 0 : cuts[i - 1]));
}

export default function generate(rng) {
  const tests = [];

  // A chain of 500 buses: bus k meets only buses k - 1 and k + 1, each at one stop. Source and
  // target are at its two ends, so every bus has to be boarded.
  {
    const buses = 500;
    const per = 40;
    const ids = rng.distinctInts(buses * per, 0, MAX_STOP);
    let next = 0;
    const shared = Array.from({ length: buses - 1 }, () => ids[next++]);
    const routes = [];
    for (let k = 0; k < buses; k++) {
      const route = [];
      if (k > 0) route.push(shared[k - 1]);
      if (k < buses - 1) route.push(shared[k]);
      while (route.length < per) route.push(ids[next++]);
      routes.push(route);
    }
    const source = routes[0][routes[0].length - 1];
    const target = routes[buses - 1][routes[buses - 1].length - 1];
    routes.forEach((r) => rng.shuffle(r));
    rng.shuffle(routes);
    tests.push({
      label: "500 buses in a chain (40 stops each), source and target at its two ends: 500 buses",
      input: { routes, source, target },
    });
  }

  // One route with every one of the 10^5 stops; the target is served by no bus.
  {
    const route = rng.distinctInts(100_000, 0, MAX_STOP);
    let target = rng.int(0, MAX_STOP);
    const served = new Set(route);
    while (served.has(target)) target = rng.int(0, MAX_STOP);
    tests.push({
      label: "a single route of 10^5 stops, the target served by no bus: -1",
      input: { routes: [route], source: route[rng.int(0, route.length - 1)], target },
    });
  }

  // Two routes of 2.5 * 10^4 stops meeting at one stop, listed last on the first route.
  {
    const ids = rng.distinctInts(49_999, 0, MAX_STOP);
    const meet = ids[0];
    const a = ids.slice(1, 25_000);
    const b = ids.slice(25_000);
    const source = a[rng.int(0, a.length - 1)];
    const target = b[rng.int(0, b.length - 1)];
    a.push(meet);
    b.splice(rng.int(0, b.length), 0, meet);
    tests.push({
      label: "two routes of 2.5 * 10^4 stops meeting at one stop: 2 buses",
      input: { routes: [a, b], source, target },
    });
  }

  // 500 random routes over a pool of 2 * 10^4 stop ids, so routes overlap a lot.
  {
    const pool = rng.distinctInts(20_000, 0, MAX_STOP);
    const routes = lengths(rng, 50_000, 500).map((len) => {
      const picked = new Set();
      while (picked.size < Math.min(len, pool.length)) picked.add(pool[rng.int(0, pool.length - 1)]);
      return [...picked];
    });
    const source = routes[0][0];
    const target = routes[499][routes[499].length - 1];
    tests.push({ label: "500 random routes, 5 * 10^4 stops in all, heavily overlapping", input: { routes, source, target } });
  }

  // A star: 500 routes of 20 stops all pass through one hub.
  {
    const buses = 500;
    const per = 20;
    const ids = rng.distinctInts(buses * (per - 1) + 1, 0, MAX_STOP);
    const hub = ids[0];
    const routes = Array.from({ length: buses }, (_, k) =>
      rng.shuffle([hub, ...ids.slice(1 + k * (per - 1), 1 + (k + 1) * (per - 1))]),
    );
    const pickPrivate = (k) => routes[k].find((s) => s !== hub);
    tests.push({
      label: "a star: 500 routes of 20 stops share one hub, source and target on two different spokes: 2",
      input: { routes, source: pickPrivate(17), target: pickPrivate(498) },
    });
  }

  // 500 buses that serve a single stop each: nobody can travel anywhere.
  {
    const routes = rng.distinctInts(500, 0, MAX_STOP).map((s) => [s]);
    tests.push({
      label: "500 routes of one stop each, source and target both served: -1",
      input: { routes, source: routes[0][0], target: routes[499][0] },
    });
  }

  tests.push({ label: "one route of one stop, the target only: -1", input: { routes: [[MAX_STOP]], source: 0, target: MAX_STOP } });
  tests.push({ label: "one route of one stop, source equals target: 0", input: { routes: [[0]], source: 0, target: 0 } });
  return tests;
}
