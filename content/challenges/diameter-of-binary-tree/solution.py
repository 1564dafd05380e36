class Solution:
    def diameterOfBinaryTree(self, root: Optional[TreeNode]) -> int:
        # Post-order with an explicit stack (a chain of 10^4 nodes is too deep for Python's
        # default recursion limit). height[node] counts the nodes on its longest downward path;
        # the longest path bending at node has height(left) + height(right) edges.
        height = {None: 0}
        best = 0
        stack = [(root, False)]
        while stack:
            node, children_done = stack.pop()
            if children_done:
                left, right = height[node.left], height[node.right]
                best = max(best, left + right)
                height[node] = 1 + max(left, right)
            else:
                stack.append((node, True))
                if node.left:
                    stack.append((node.left, False))
                if node.right:
                    stack.append((node.right, False))
        return best
