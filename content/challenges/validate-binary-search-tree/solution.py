class Solution:
    def isValidBST(self, root: Optional[TreeNode]) -> bool:
        # An in-order walk of a valid BST visits strictly increasing values.
        stack, node, prev = [], root, None
        while stack or node:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            if prev is not None and node.val <= prev:
                return False
            prev = node.val
            node = node.right
        return True
