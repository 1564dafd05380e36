class Solution:
    def spiralOrder(self, matrix: List[List[int]]) -> List[int]:
        # Peel the matrix layer by layer: top row, right column, bottom row, left column, shrinking
        # the four bounds after each side; the checks stop a single leftover row or column being read twice.
        top, bottom = 0, len(matrix) - 1
        left, right = 0, len(matrix[0]) - 1
        order = []
        while top <= bottom and left <= right:
            for c in range(left, right + 1):
                order.append(matrix[top][c])
            top += 1
            for r in range(top, bottom + 1):
                order.append(matrix[r][right])
            right -= 1
            if top <= bottom:
                for c in range(right, left - 1, -1):
                    order.append(matrix[bottom][c])
                bottom -= 1
            if left <= right:
                for r in range(bottom, top - 1, -1):
                    order.append(matrix[r][left])
                left += 1
        return order
