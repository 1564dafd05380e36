class Solution:
    def intervalIntersection(self, firstList: List[List[int]], secondList: List[List[int]]) -> List[List[int]]:
        result = []
        i = j = 0
        while i < len(firstList) and j < len(secondList):
            lo = max(firstList[i][0], secondList[j][0])
            hi = min(firstList[i][1], secondList[j][1])
            if lo <= hi:  # closed intervals: a shared endpoint is an intersection
                result.append([lo, hi])
            # The interval that ends first cannot meet anything later in the other list.
            if firstList[i][1] < secondList[j][1]:
                i += 1
            else:
                j += 1
        return result
