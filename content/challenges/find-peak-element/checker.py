def check(input, expected, actual):
    nums = input["nums"]
    n = len(nums)
    if isinstance(actual, bool) or not isinstance(actual, int):
        return "The answer must be an index of nums (an integer), not %s." % (repr(actual)[:40],)
    if not 0 <= actual < n:
        return "%d is not an index of nums: valid indexes run from 0 to %d." % (actual, n - 1)
    value = nums[actual]
    if actual > 0 and nums[actual - 1] >= value:
        return "nums[%d] = %d is not a peak: its left neighbour nums[%d] = %d is not smaller." % (
            actual, value, actual - 1, nums[actual - 1])
    if actual + 1 < n and nums[actual + 1] >= value:
        return "nums[%d] = %d is not a peak: its right neighbour nums[%d] = %d is not smaller." % (
            actual, value, actual + 1, nums[actual + 1])
    return None
