def shown(value):
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def check(input, expected, actual):
    """Every ordering of nums exactly once, in any order: `expected` is one such list."""
    nums = input["nums"]
    if not isinstance(actual, list):
        return "The answer must be a list of permutations, got %s" % type(actual).__name__
    for p in actual:
        if not isinstance(p, list) or any(isinstance(x, bool) or not isinstance(x, int) for x in p):
            return "Every permutation must be a list of integers, got %s" % shown(p)
    if len(actual) != len(expected):
        return "nums has %d permutations, but the answer holds %d lists" % (len(expected), len(actual))
    target = sorted(nums)
    seen = set()
    for p in actual:
        if sorted(p) != target:
            return "%s is not an ordering of all the numbers of nums" % shown(p)
        key = tuple(p)
        if key in seen:
            return "%s appears more than once" % shown(p)
        seen.add(key)
    return None
