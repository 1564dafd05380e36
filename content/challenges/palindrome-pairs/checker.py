def shown(value):
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def check(input, expected, actual):
    """Every ordered pair [i, j] whose concatenation is a palindrome, each once, in any order."""
    words = input["words"]
    n = len(words)
    if not isinstance(actual, list):
        return "The answer must be a list of pairs, got %s" % type(actual).__name__
    seen = set()
    for pair in actual:
        if (
            not isinstance(pair, list)
            or len(pair) != 2
            or any(isinstance(x, bool) or not isinstance(x, int) for x in pair)
        ):
            return "Every entry must be a pair of two indices [i, j], got %s" % shown(pair)
        i, j = pair
        if not (0 <= i < n and 0 <= j < n):
            return "%s holds an index outside the list of words" % shown(pair)
        if i == j:
            return "%s pairs a word with itself; i and j must differ" % shown(pair)
        s = words[i] + words[j]
        if s != s[::-1]:
            return "words[%d] + words[%d] = %s is not a palindrome" % (i, j, shown('"' + s + '"'))
        if (i, j) in seen:
            return "%s appears more than once" % shown(pair)
        seen.add((i, j))
    if len(actual) != len(expected):
        return "There are %d palindrome pairs, but the answer holds %d" % (len(expected), len(actual))
    return None
