class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        # Breadth-first, one level at a time: no recursion limit to worry about on tall trees.
        depth = 0
        level = [root] if root else []
        while level:
            depth += 1
            level = [child for node in level for child in (node.left, node.right) if child]
        return depth
