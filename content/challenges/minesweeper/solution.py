class Solution:
    def annotate(self, minefield: List[str]) -> List[str]:
        rows = len(minefield)
        result = []
        for r in range(rows):
            line = []
            for c, cell in enumerate(minefield[r]):
                if cell == "*":
                    line.append("*")
                    continue
                count = 0
                for nr in range(r - 1, r + 2):
                    for nc in range(c - 1, c + 2):
                        if 0 <= nr < rows and 0 <= nc < len(minefield[nr]) and minefield[nr][nc] == "*":
                            count += 1
                line.append(str(count) if count else " ")
            result.append("".join(line))
        return result
