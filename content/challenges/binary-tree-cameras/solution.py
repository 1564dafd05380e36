class Solution:
    def minCameraCover(self, root: Optional[TreeNode]) -> int:
        # Post-order greedy. Each node reports one of three states to its parent:
        # NEED (not watched yet), WATCHED (watched, no camera), CAMERA (holds a camera).
        # A missing child counts as WATCHED so that leaves never get a camera.
        NEED, WATCHED, CAMERA = 0, 1, 2
        state = {None: WATCHED}
        cameras = 0
        stack = [(root, False)]
        while stack:
            node, children_done = stack.pop()
            if not children_done:
                stack.append((node, True))
                if node.left:
                    stack.append((node.left, False))
                if node.right:
                    stack.append((node.right, False))
                continue
            left, right = state[node.left], state[node.right]
            if left == NEED or right == NEED:
                # A child is unwatched and only this node can still watch it.
                cameras += 1
                state[node] = CAMERA
            elif left == CAMERA or right == CAMERA:
                state[node] = WATCHED
            else:
                # Leave it to the parent, whose camera watches more nodes.
                state[node] = NEED
        if state[root] == NEED:
            cameras += 1
        return cameras
