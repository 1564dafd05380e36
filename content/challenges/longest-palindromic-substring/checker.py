def shown(text):
    return repr(text if len(text) <= 40 else text[:37] + "...")


def check(input, expected, actual):
    """Any longest palindromic substring of s is right: `expected` is one, and gives the length."""
    s = input["s"]
    if not isinstance(actual, str):
        return "The answer must be a string, got %s" % type(actual).__name__
    if actual != actual[::-1]:
        return "%s does not read the same backwards" % shown(actual)
    if actual not in s:
        return "%s is not a substring of s" % shown(actual)
    if len(actual) < len(expected):
        return "%s has length %d, but s holds a palindrome of length %d" % (shown(actual), len(actual), len(expected))
    return None
