class Solution:
    def hasPathSum(self, root: Optional[TreeNode], targetSum: int) -> bool:
        # Depth-first walk carrying the sum of the path from the root (explicit stack for chains
        # of 5000 nodes). Only a leaf, a node without children, can end a path. No pruning:
        # values may be negative, so a sum above the target can still come back down.
        stack = [(root, root.val)] if root else []
        while stack:
            node, total = stack.pop()
            if node.left is None and node.right is None:
                if total == targetSum:
                    return True
                continue
            if node.left:
                stack.append((node.left, total + node.left.val))
            if node.right:
                stack.append((node.right, total + node.right.val))
        return False
