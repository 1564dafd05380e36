class Solution:
    def isValidBST(self, root: Optional[TreeNode]) -> bool:
        # Every node against every value of its two subtrees, walked afresh: O(n^2) on a tall tree.
        def values(node):
            stack, out = [node] if node else [], []
            while stack:
                cur = stack.pop()
                out.append(cur.val)
                stack.extend(c for c in (cur.left, cur.right) if c)
            return out

        stack = [root]
        while stack:
            node = stack.pop()
            if any(v >= node.val for v in values(node.left)):
                return False
            if any(v <= node.val for v in values(node.right)):
                return False
            stack.extend(c for c in (node.left, node.right) if c)
        return True
