class Solution:
    def isSymmetric(self, root: Optional[TreeNode]) -> bool:
        # Compare the tree with its mirror image: pairs of nodes that must match, outer with
        # outer and inner with inner.
        pairs = [(root.left, root.right)]
        while pairs:
            a, b = pairs.pop()
            if a is None and b is None:
                continue
            if a is None or b is None or a.val != b.val:
                return False
            pairs.append((a.left, b.right))
            pairs.append((a.right, b.left))
        return True
