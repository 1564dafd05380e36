def _problem(n, pairs, actual):
    """Why `actual` is not an order taking every course, or None when it is one."""
    if len(actual) != n:
        return "The order must list each of the %d courses exactly once; it has %d %s." % (
            n, len(actual), "entry" if len(actual) == 1 else "entries")
    position = [-1] * n
    for i, course in enumerate(actual):
        if isinstance(course, bool) or not isinstance(course, int):
            return "Entry %d of the order is %s, not a course number." % (i, repr(course)[:40])
        if not 0 <= course < n:
            return "Entry %d of the order is %d, but courses are numbered 0 to %d." % (i, course, n - 1)
        if position[course] != -1:
            return "Course %d appears twice in the order (entries %d and %d)." % (course, position[course], i)
        position[course] = i
    for course, before in pairs:
        if position[before] > position[course]:
            return "Course %d comes before its prerequisite %d." % (course, before)
    return None


def check(input, expected, actual):
    n = input["numCourses"]
    if not isinstance(actual, list):
        return "The answer must be a list of course numbers, not %s." % (repr(actual)[:40],)
    if len(actual) == 0:
        if expected == []:
            return None
        return "Every course can be taken here (the prerequisites form no cycle), so the answer must not be empty."
    why = _problem(n, input["prerequisites"], actual)
    if why is None:
        return None
    if expected == []:
        return "The prerequisites form a cycle, so no order can take every course: return an empty list. " + why
    return why
