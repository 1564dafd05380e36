def shown(value):
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def check(input, expected, actual):
    """Every palindrome partition of s exactly once, in any order; the pieces of each in the order of s."""
    s = input["s"]
    if not isinstance(actual, list):
        return "The answer must be a list of partitions, got %s" % type(actual).__name__
    for parts in actual:
        if not isinstance(parts, list) or not all(isinstance(piece, str) for piece in parts):
            return "Every partition must be a list of strings, got %s" % shown(parts)
    if len(actual) != len(expected):
        return "s has %d palindrome partitions, but the answer holds %d lists" % (len(expected), len(actual))
    seen = set()
    for parts in actual:
        if "".join(parts) != s:
            return "%s does not spell s when its pieces are read in order" % shown(parts)
        for piece in parts:
            if piece == "" or piece != piece[::-1]:
                return "%s holds %r, which is not a palindrome" % (shown(parts), piece)
        key = tuple(parts)
        if key in seen:
            return "%s appears more than once" % shown(parts)
        seen.add(key)
    return None
