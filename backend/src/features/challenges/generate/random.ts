/**
 * The seeded random source a challenge's generator draws from. Integer arithmetic only
 * (mulberry32 over Math.imul), so one seed gives the same tests on every machine and Node version.
 */
export type Rng = {
  /** A float in [0, 1). */
  float(): number;
  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number;
  /** True with probability p. */
  bool(p?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Shuffles in place (Fisher-Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[];
  /** n integers in [lo, hi]. */
  ints(n: number, lo: number, hi: number): number[];
  /** n different integers in [lo, hi], in random order (throws when the range is too small). */
  distinctInts(n: number, lo: number, hi: number): number[];
  /** 0..n-1 in random order. */
  permutation(n: number): number[];
  /** n characters drawn from `alphabet`. */
  string(n: number, alphabet: string): string;
  /**
   * A binary tree of n nodes in LeetCode's level-order encoding (with nulls, no trailing nulls),
   * its shape random; `value(i)` gives the value of the i-th node in level order.
   */
  tree(n: number, value: (i: number) => number): (number | null)[];
};

/** FNV-1a of a text: the default seed of a challenge is its slug's. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const float = () => (next32() * 2 ** 21 + (next32() >>> 11)) / 2 ** 53;
  const int = (lo: number, hi: number) => {
    if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi < lo) throw new Error(`int(${lo}, ${hi}): bad range`);
    return lo + Math.floor(float() * (hi - lo + 1));
  };
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = int(0, i);
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  const rng: Rng = {
    float,
    int,
    bool: (p = 0.5) => float() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle,
    ints: (n, lo, hi) => Array.from({ length: n }, () => int(lo, hi)),
    distinctInts(n, lo, hi) {
      const span = hi - lo + 1;
      if (n > span) throw new Error(`distinctInts(${n}, ${lo}, ${hi}): the range holds only ${span}`);
      if (span <= 4 * n) {
        const all = Array.from({ length: span }, (_, i) => lo + i);
        return shuffle(all).slice(0, n);
      }
      const seen = new Set<number>();
      const out: number[] = [];
      while (out.length < n) {
        const v = int(lo, hi);
        if (!seen.has(v)) {
          seen.add(v);
          out.push(v);
        }
      }
      return out;
    },
    permutation: (n) => shuffle(Array.from({ length: n }, (_, i) => i)),
    string: (n, alphabet) => {
      let s = "";
      for (let i = 0; i < n; i++) s += alphabet[int(0, alphabet.length - 1)];
      return s;
    },
    tree(n, value) {
      if (n === 0) return [];
      // Each new node takes a random free child slot of the nodes placed so far.
      const slots: { parent: number; side: 0 | 1 }[] = [];
      const children: [number, number][] = [];
      const add = () => {
        const id = children.length;
        children.push([-1, -1]);
        slots.push({ parent: id, side: 0 }, { parent: id, side: 1 });
        return id;
      };
      add();
      for (let i = 1; i < n; i++) {
        const k = int(0, slots.length - 1);
        const slot = slots[k] as { parent: number; side: 0 | 1 };
        slots[k] = slots[slots.length - 1] as { parent: number; side: 0 | 1 };
        slots.pop();
        const id = add();
        (children[slot.parent] as [number, number])[slot.side] = id;
      }
      // Level order with nulls for missing children of present nodes, then trailing nulls cut.
      const out: (number | null)[] = [];
      const queue: number[] = [0];
      let counter = 0;
      for (let head = 0; head < queue.length; head++) {
        const id = queue[head] as number;
        if (id === -1) {
          out.push(null);
          continue;
        }
        out.push(value(counter++));
        const [l, r] = children[id] as [number, number];
        queue.push(l, r);
      }
      while (out.length > 0 && out[out.length - 1] === null) out.pop();
      return out;
    },
  };
  return rng;
}
