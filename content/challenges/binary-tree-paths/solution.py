class Solution:
    def binaryTreePaths(self, root: Optional[TreeNode]) -> List[str]:
        # Backtracking DFS: extend the current path by one node on the way down and drop it on
        # the way back up; a node without children completes one root-to-leaf path.
        paths = []
        path = []

        def walk(node):
            path.append(str(node.val))
            if node.left is None and node.right is None:
                paths.append("->".join(path))
            else:
                if node.left:
                    walk(node.left)
                if node.right:
                    walk(node.right)
            path.pop()

        walk(root)
        return paths
