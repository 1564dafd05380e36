def _problem(s, actual):
    """Why `actual` is not an arrangement of s with no two equal neighbours, or None when it is one."""
    if len(actual) != len(s):
        return "The answer has length %d, but s has length %d." % (len(actual), len(s))
    counts = {}
    for c in s:
        counts[c] = counts.get(c, 0) + 1
    for c in actual:
        counts[c] = counts.get(c, 0) - 1
    for c in sorted(counts):
        if counts[c] != 0:
            used, held = actual.count(c), s.count(c)
            return "The answer uses %r %d time%s, but s holds it %d time%s." % (
                c, used, "" if used == 1 else "s", held, "" if held == 1 else "s")
    for i in range(len(actual) - 1):
        if actual[i] == actual[i + 1]:
            return "Positions %d and %d both hold %r." % (i, i + 1, actual[i])
    return None


def check(input, expected, actual):
    s = input["s"]
    if not isinstance(actual, str):
        return "The answer must be a string, not %s." % (repr(actual)[:40],)
    if actual == "":
        if expected == "":
            return None
        return "The letters of s can be arranged with no two equal neighbours, so the answer must not be empty."
    why = _problem(s, actual)
    if why is None:
        return None
    if expected == "":
        top = max(sorted(set(s)), key=s.count)
        return "%r fills %d of the %d positions, more than %d, so no arrangement exists: return an empty string. %s" % (
            top, s.count(top), len(s), (len(s) + 1) // 2, why)
    return why
