class Solution:
    def isSubtree(self, root: Optional[TreeNode], subRoot: Optional[TreeNode]) -> bool:
        # Write both trees in preorder with a marker for every missing child. That sequence
        # describes a tree exactly, and the subtree under a node is one contiguous run of its
        # tree's sequence, so subRoot is a subtree of root exactly when subRoot's sequence occurs
        # inside root's. Tokens are whole values (not characters), and KMP finds the run in
        # linear time.
        NULL = None

        def serialize(top):
            out = []
            stack = [top]
            while stack:
                node = stack.pop()
                if node is None:
                    out.append(NULL)
                    continue
                out.append(node.val)
                stack.append(node.right)
                stack.append(node.left)
            return out

        text, pattern = serialize(root), serialize(subRoot)
        # KMP failure function: fail[i] = length of the longest proper border of pattern[:i + 1].
        fail = [0] * len(pattern)
        k = 0
        for i in range(1, len(pattern)):
            while k > 0 and pattern[i] != pattern[k]:
                k = fail[k - 1]
            if pattern[i] == pattern[k]:
                k += 1
            fail[i] = k
        k = 0
        for token in text:
            while k > 0 and token != pattern[k]:
                k = fail[k - 1]
            if token == pattern[k]:
                k += 1
                if k == len(pattern):
                    return True
        return False
