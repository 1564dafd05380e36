class Solution:
    def isIsomorphic(self, s: str, t: str) -> bool:
        # Partner of each character in the other string; both directions must stay consistent.
        s_to_t = {}
        t_to_s = {}
        for a, b in zip(s, t):
            if s_to_t.setdefault(a, b) != b or t_to_s.setdefault(b, a) != a:
                return False
        return True
