class Solution:
    def canConstruct(self, ransomNote: str, magazine: str) -> bool:
        # How many copies of each letter the magazine offers.
        available = [0] * 26
        for ch in magazine:
            available[ord(ch) - 97] += 1
        # Spend one copy per letter of the note; running out means it cannot be built.
        for ch in ransomNote:
            k = ord(ch) - 97
            if available[k] == 0:
                return False
            available[k] -= 1
        return True
