class Solution:
    def isSameTree(self, p: Optional[TreeNode], q: Optional[TreeNode]) -> bool:
        pairs = [(p, q)]
        while pairs:
            a, b = pairs.pop()
            if a is None and b is None:
                continue
            if a is None or b is None or a.val != b.val:
                return False
            pairs.append((a.left, b.left))
            pairs.append((a.right, b.right))
        return True
