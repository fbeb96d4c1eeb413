// Values an adversarial caller might pass: numbers at and beyond every integer
// boundary, wrong types, huge strings, sparse arrays and `__proto__` keys.
import fc from 'fast-check';

/** A fixed seed, so `npm test` checks the same cases each run; verify.sh sets another with more runs. */
export const SEED = Number(process.env.PINQI_PROPERTY_SEED ?? 20261130);
/** Runs per property: a few hundred in `npm test`, many more in `npm run verify`. */
export const RUNS = Number(process.env.PINQI_PROPERTY_RUNS ?? 200);

export const HUGE_STRING = 'h8'.repeat(600_000);

/** Numbers at and beyond the boundaries a binding could wrap or truncate at. */
export const boundaryNumber = fc.constantFrom(
  0,
  -0,
  1,
  -1,
  2,
  4,
  5,
  7,
  8,
  9,
  14,
  15,
  19,
  20,
  21,
  89,
  90,
  0.5,
  7.5,
  -7.5,
  1e-9,
  2 ** 15 - 1,
  2 ** 15,
  2 ** 16,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32 - 1,
  2 ** 32,
  2 ** 32 + 3,
  2 ** 32 + 15,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e9,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
  NaN,
  Infinity,
  -Infinity,
);

export const anyNumber = fc.oneof(
  boundaryNumber,
  fc.integer({ min: -30, max: 30 }),
  fc.integer(),
  fc.double(),
  fc.bigInt().map(Number),
);

function sparse<T>(items: T[], holeAt: number): T[] {
  const out: T[] = [];
  items.forEach((item, i) => {
    if (i !== holeAt) out[i] = item;
  });
  out.length = Math.max(items.length, holeAt + 1);
  return out;
}

/** Objects whose own `__proto__` key a careless reader might follow or copy. */
const protoObjects = fc.constantFrom(
  JSON.parse('{"__proto__": {"x": 7, "y": 7, "size": 9, "schema": "pinqi/gomoku"}}') as unknown,
  JSON.parse('{"__proto__": null, "x": 1, "y": 1}') as unknown,
  JSON.parse('{"x": 3, "y": 3, "__proto__": {"polluted": true}}') as unknown,
  Object.create({ x: 4, y: 4 }) as unknown,
  Object.create(null) as unknown,
);

/** Anything at all, leaning to what breaks bindings. */
export const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    maxDepth: 2,
    withBigInt: true,
    withBoxedValues: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
    withDate: true,
    withMap: true,
    withSet: true,
  }),
  anyNumber,
  fc.bigInt(),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constant(HUGE_STRING),
  fc.constant(`${HUGE_STRING}\u{1F600}`),
  protoObjects,
  fc.constantFrom(undefined, null, true, false, Symbol('s'), () => 1, [], {}),
  fc.array(fc.integer({ min: 0, max: 14 }), { maxLength: 3 }).map((a) => sparse(a, 1)),
  fc.constant(new Array(2 ** 32 - 1)),
);

/** A point argument: usually a real point, often a number at a boundary, sometimes anything. */
export const point = (size = 15): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ x: fc.integer({ min: 0, max: size - 1 }), y: fc.integer({ min: 0, max: size - 1 }) }),
    },
    { weight: 2, arbitrary: fc.record({ x: anyNumber, y: anyNumber }) },
    { weight: 1, arbitrary: fc.record({ x: weird, y: weird }) },
    { weight: 1, arbitrary: weird },
  );

/** A list made sparse, or one whose items are arbitrary. */
export const moveList = <T>(good: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.array(good, { maxLength: 12 }),
    fc.tuple(fc.array(good, { minLength: 1, maxLength: 6 }), fc.nat(6)).map(([a, hole]) => sparse(a, hole)),
    fc.array(fc.oneof(good, weird), { maxLength: 6 }),
    weird,
  );
