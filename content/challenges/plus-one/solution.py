class Solution:
    def plusOne(self, digits: List[int]) -> List[int]:
        # Add 1 from the last digit: a 9 becomes 0 and carries; any other digit absorbs the carry.
        result = digits[:]
        for i in range(len(result) - 1, -1, -1):
            if result[i] < 9:
                result[i] += 1
                return result
            result[i] = 0
        # Every digit was 9: the number grows by one digit, 1 followed by zeros.
        return [1] + result
