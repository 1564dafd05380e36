class Solution:
    def goodNodes(self, root: TreeNode) -> int:
        # Depth-first walk carrying the largest value seen on the path from the root (explicit
        # stack: a chain of 10^5 nodes is deep). A node is good when its value is at least that
        # maximum; ties count as good.
        good = 0
        stack = [(root, root.val)]
        while stack:
            node, best_above = stack.pop()
            if node.val >= best_above:
                good += 1
                best_above = node.val
            if node.left:
                stack.append((node.left, best_above))
            if node.right:
                stack.append((node.right, best_above))
        return good
