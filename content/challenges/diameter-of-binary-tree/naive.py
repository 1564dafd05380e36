class Solution:
    def diameterOfBinaryTree(self, root: Optional[TreeNode]) -> int:
        # For every node, measure the heights of its two subtrees from scratch: O(n * size of
        # subtree), O(n^2) on a chain.
        def height(node):
            levels = 0
            level = [node] if node else []
            while level:
                levels += 1
                level = [child for n in level for child in (n.left, n.right) if child]
            return levels

        best = 0
        stack = [root]
        while stack:
            node = stack.pop()
            best = max(best, height(node.left) + height(node.right))
            for child in (node.left, node.right):
                if child:
                    stack.append(child)
        return best
