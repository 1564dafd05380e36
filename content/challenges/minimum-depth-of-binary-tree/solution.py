class Solution:
    def minDepth(self, root: Optional[TreeNode]) -> int:
        # Breadth-first search, level by level: the first leaf met (a node with no children at
        # all) is a nearest one, so its level is the answer and deeper levels are never visited.
        if root is None:
            return 0
        level = [root]
        depth = 1
        while True:
            following = []
            for node in level:
                if node.left is None and node.right is None:
                    return depth
                if node.left:
                    following.append(node.left)
                if node.right:
                    following.append(node.right)
            level = following
            depth += 1
