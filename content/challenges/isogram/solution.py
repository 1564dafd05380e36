class Solution:
    def isIsogram(self, phrase: str) -> bool:
        seen = set()
        for ch in phrase.lower():
            # Only letters count; spaces and hyphens may repeat freely.
            if "a" <= ch <= "z":
                if ch in seen:
                    return False
                seen.add(ch)
        return True
