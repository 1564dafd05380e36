class Solution:
    def letterCombinations(self, digits: str) -> List[str]:
        if not digits:
            return []  # no digits: no combinations at all (not one empty string)
        keys = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl",
                "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz"}
        result = []
        letters = []

        def extend(i: int) -> None:
            if i == len(digits):
                result.append("".join(letters))
                return
            for ch in keys[digits[i]]:
                letters.append(ch)
                extend(i + 1)
                letters.pop()

        extend(0)
        return result
