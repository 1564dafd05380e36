// Hidden tests at the stated limit (1000 dominoes, numbers 0..1000): random closed rings and the
// same ring left open, one ring through 1000 different numbers, even counts split over two
// separate parts (a flower of petals where trying every order of the dominoes explodes), all
// equal doubles, doubles that touch nothing, a star, and the smallest inputs.

const N = 1000;
const MAX = 1000;

/** Shuffles the dominoes and turns each one around at random. */
const scramble = (rng, dominoes) => rng.shuffle(dominoes.map(([a, b]) => (rng.bool() ? [a, b] : [b, a])));

/** The dominoes of the closed walk through `walk` (its last number back to its first). */
const ring = (walk) => walk.map((v, i) => [v, walk[(i + 1) % walk.length]]);

/** A flower: `petals` pairs [centre, p], [p, centre], each petal a different number. */
const flower = (centre, petalNumbers) => petalNumbers.flatMap((p) => [[centre, p], [p, centre]]);

export default function generate(rng) {
  const tests = [];
  const walk = rng.ints(N, 0, MAX);
  tests.push({ label: "1000 dominoes, a random closed walk over 0..1000: true", input: { dominoes: scramble(rng, ring(walk)) } });
  tests.push({
    label: "999 dominoes, the same kind of walk left open (two numbers with an odd count): false",
    input: { dominoes: scramble(rng, ring(rng.ints(N, 0, MAX)).slice(0, N - 1)) },
  });
  tests.push({
    label: "1000 dominoes, one ring through 1000 different numbers: true",
    input: { dominoes: scramble(rng, ring(rng.distinctInts(N, 0, MAX))) },
  });

  // Even counts everywhere, two parts: a flower of 30 petals around one number, listed first, and
  // a ring of the other numbers. The flower alone can be laid in 30! orders.
  {
    const numbers = rng.distinctInts(N - 60 + 31, 0, MAX);
    const centre = numbers[0];
    const petals = numbers.slice(1, 31);
    const rest = numbers.slice(31);
    const a = scramble(rng, flower(centre, petals));
    const b = scramble(rng, ring(rest));
    tests.push({
      label: "1000 dominoes, every count even but two parts: a 30-petal flower and a separate ring: false",
      input: { dominoes: [...a, ...b] },
    });
  }
  // One part, but one extra domino leaves two odd counts.
  {
    const numbers = rng.distinctInts(N - 1 - 60 + 30, 0, MAX);
    const centre = numbers[0];
    const petals = numbers.slice(1, 31);
    const tail = numbers.slice(31);
    // A flower, joined to a ring through the centre, plus one domino from the centre to a petal.
    const dominoes = [...scramble(rng, flower(centre, petals)), ...scramble(rng, ring([centre, ...tail])), [centre, petals[0]]];
    tests.push({
      label: "1000 dominoes, one connected part but two numbers with an odd count: false",
      input: { dominoes: dominoes.slice(0, N) },
    });
  }

  tests.push({ label: "1000 copies of the same double: true", input: { dominoes: Array.from({ length: N }, () => [7, 7]) } });
  tests.push({
    label: "1000 different doubles that touch nothing else: false",
    input: { dominoes: rng.shuffle(Array.from({ length: N }, (_, i) => [i + 1, i + 1])) },
  });
  tests.push({
    label: "a star: every number 1..500 paired twice with 0: true",
    input: { dominoes: scramble(rng, flower(0, Array.from({ length: 500 }, (_, i) => i + 1))) },
  });
  tests.push({ label: "1000 dominoes between 0 and 1000: true", input: { dominoes: Array.from({ length: N }, (_, i) => (i % 2 ? [1000, 0] : [0, 1000])) } });
  tests.push({ label: "one domino [0, 1000]: false", input: { dominoes: [[0, 1000]] } });
  return tests;
}
