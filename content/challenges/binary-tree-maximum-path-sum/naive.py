class Solution:
    def maxPathSum(self, root: Optional[TreeNode]) -> int:
        # Every node as the top of the path, its two arms searched afresh: O(n^2) on a deep tree.
        def down(node):
            # Best sum of a downward path starting at node.
            if node is None:
                return 0
            return node.val + max(0, down(node.left), down(node.right))

        best = root.val
        stack = [root]
        while stack:
            node = stack.pop()
            best = max(best, node.val + max(0, down(node.left)) + max(0, down(node.right)))
            stack.extend(c for c in (node.left, node.right) if c)
        return best
