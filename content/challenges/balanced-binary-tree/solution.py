class Solution:
    def isBalanced(self, root: Optional[TreeNode]) -> bool:
        # Post-order with an explicit stack: every node's height is computed from its children's,
        # and the first node whose children's heights differ by more than 1 ends the search.
        if root is None:
            return True
        height = {None: 0}
        stack = [(root, False)]
        while stack:
            node, children_done = stack.pop()
            if children_done:
                left, right = height[node.left], height[node.right]
                if abs(left - right) > 1:
                    return False
                height[node] = 1 + max(left, right)
            else:
                stack.append((node, True))
                if node.left:
                    stack.append((node.left, False))
                if node.right:
                    stack.append((node.right, False))
        return True
