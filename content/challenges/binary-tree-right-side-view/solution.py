class Solution:
    def rightSideView(self, root: Optional[TreeNode]) -> List[int]:
        # The last node of each level is the one visible from the right.
        view = []
        level = [root] if root else []
        while level:
            view.append(level[-1].val)
            level = [child for node in level for child in (node.left, node.right) if child]
        return view
