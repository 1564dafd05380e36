def _bits(value, n):
    return format(value, "0%db" % n)


def check(input, expected, actual):
    n = input["n"]
    size = 1 << n
    if not isinstance(actual, list):
        return "The answer must be a list of integers, not %s." % (repr(actual)[:40],)
    if len(actual) != size:
        return "A Gray code of %d bits holds 2^%d = %d values; the answer has %d." % (n, n, size, len(actual))
    seen = {}
    for i, value in enumerate(actual):
        if isinstance(value, bool) or not isinstance(value, int):
            return "Entry %d of the answer is %s, not an integer." % (i, repr(value)[:40])
        if not 0 <= value < size:
            return "Entry %d of the answer is %d, outside the range 0 to %d." % (i, value, size - 1)
        if value in seen:
            return "%d appears twice (entries %d and %d)." % (value, seen[value], i)
        seen[value] = i
    if actual[0] != 0:
        return "The sequence must start at 0; it starts at %d." % (actual[0],)
    for i in range(size):
        a, b = actual[i], actual[(i + 1) % size]
        diff = a ^ b
        if diff & (diff - 1):
            where = "entries %d and %d" % (i, i + 1) if i + 1 < size else "the last and the first entry"
            return "%s (%s) and %d (%s), %s, differ in %d bits, not exactly one." % (
                a, _bits(a, n), b, _bits(b, n), where, bin(diff).count("1"))
    return None
