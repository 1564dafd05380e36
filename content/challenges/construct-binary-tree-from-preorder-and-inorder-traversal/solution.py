class Solution:
    def buildTree(self, preorder: List[int], inorder: List[int]) -> Optional[TreeNode]:
        # The next unused value of preorder is the root of the subtree being built; its position
        # in inorder (found in O(1) through a map, since values are distinct) splits that
        # subtree's inorder range into its left part and its right part.
        where = {value: i for i, value in enumerate(inorder)}
        next_root = 0

        def build(lo: int, hi: int) -> Optional[TreeNode]:
            # Builds the subtree whose nodes are inorder[lo..hi], consuming preorder in order.
            nonlocal next_root
            if lo > hi:
                return None
            value = preorder[next_root]
            next_root += 1
            node = TreeNode(value)
            mid = where[value]
            node.left = build(lo, mid - 1)  # preorder lists the whole left subtree first
            node.right = build(mid + 1, hi)
            return node

        return build(0, len(inorder) - 1)
