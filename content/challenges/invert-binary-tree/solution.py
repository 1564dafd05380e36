class Solution:
    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        # Swap the children of every node; an explicit stack keeps tall trees safe.
        stack = [root] if root else []
        while stack:
            node = stack.pop()
            node.left, node.right = node.right, node.left
            stack.extend(child for child in (node.left, node.right) if child)
        return root
