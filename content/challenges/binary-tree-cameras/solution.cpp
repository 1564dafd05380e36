class Solution {
    // States a node reports to its parent after its subtree is settled.
    enum State { NEED, WATCHED, CAMERA };
    int cameras = 0;

    State settle(TreeNode* node) {
        if (node == nullptr) return WATCHED;  // a missing child never asks for a camera
        State left = settle(node->left);
        State right = settle(node->right);
        if (left == NEED || right == NEED) {
            ++cameras;  // only this node can still watch that child
            return CAMERA;
        }
        if (left == CAMERA || right == CAMERA) return WATCHED;
        return NEED;  // let the parent's camera watch this node
    }

public:
    int minCameraCover(TreeNode* root) {
        cameras = 0;
        if (settle(root) == NEED) ++cameras;
        return cameras;
    }
};
