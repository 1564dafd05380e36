class Solution:
    def maxPathSum(self, root: Optional[TreeNode]) -> int:
        best = root.val

        def gain(node: Optional[TreeNode]) -> int:
            """Best sum of a downward path starting at node (0 if every such path is negative)."""
            nonlocal best
            if node is None:
                return 0
            left = max(gain(node.left), 0)
            right = max(gain(node.right), 0)
            # A path may bend at this node, joining its best left and right arms.
            best = max(best, node.val + left + right)
            return node.val + max(left, right)

        gain(root)
        return best
