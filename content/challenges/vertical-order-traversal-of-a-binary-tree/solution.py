class Solution:
    def verticalTraversal(self, root: Optional[TreeNode]) -> List[List[int]]:
        # Give every node its (column, row) by walking the tree, push (column, row, value) into a
        # min-heap, then pop: the heap yields columns left to right, rows top to bottom inside a
        # column, and smaller values first where a row and column are shared.
        heap = []
        stack = [(root, 0, 0)]
        while stack:
            node, row, col = stack.pop()
            heapq.heappush(heap, (col, row, node.val))
            if node.left:
                stack.append((node.left, row + 1, col - 1))
            if node.right:
                stack.append((node.right, row + 1, col + 1))
        columns = []
        last_col = None
        while heap:
            col, _, val = heapq.heappop(heap)
            if col != last_col:
                columns.append([])
                last_col = col
            columns[-1].append(val)
        return columns
