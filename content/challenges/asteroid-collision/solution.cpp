class Solution {
public:
    vector<int> asteroidCollision(vector<int>& asteroids) {
        // The stack holds the survivors so far. Only a left-mover arriving after right-movers can
        // collide, and it meets them from the top of the stack down.
        vector<int> stack;
        for (int a : asteroids) {
            bool alive = true;
            while (alive && a < 0 && !stack.empty() && stack.back() > 0) {
                if (stack.back() < -a) {
                    stack.pop_back();  // the right-mover explodes; a keeps going
                    continue;
                }
                if (stack.back() == -a) stack.pop_back();  // both explode
                alive = false;
            }
            if (alive) stack.push_back(a);
        }
        return stack;
    }
};
