class Solution:
    def lemonadeChange(self, bills: List[int]) -> bool:
        fives = tens = 0  # twenties are never given back as change, so they need no count
        for bill in bills:
            if bill == 5:
                fives += 1
            elif bill == 10:
                if fives == 0:
                    return False
                fives -= 1
                tens += 1
            else:
                # 15 in change: spend a ten when there is one, keeping fives, which pay for both.
                if tens > 0 and fives > 0:
                    tens -= 1
                    fives -= 1
                elif fives >= 3:
                    fives -= 3
                else:
                    return False
        return True
