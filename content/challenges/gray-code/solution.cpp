class Solution {
public:
    vector<int> grayCode(int n) {
        // Built one bit at a time: double every code of the (k)-bit sequence, then append the
        // sequence again in reverse with the new low bit set. Both halves step by one bit, the
        // seam (2x to 2x + 1) changes only the new bit, and the last code, 1, is one bit from 0.
        vector<int> codes = {0};
        for (int k = 0; k < n; k++) {
            int size = codes.size();
            vector<int> next(2 * size);
            for (int i = 0; i < size; i++) {
                next[i] = codes[i] << 1;
                next[2 * size - 1 - i] = (codes[i] << 1) | 1;
            }
            codes = move(next);
        }
        return codes;
    }
};
