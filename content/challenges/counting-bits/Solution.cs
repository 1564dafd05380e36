public class Solution {
    public int[] CountBits(int n) {
        // i has the ones of i >> 1 (i without its lowest bit) plus that lowest bit.
        int[] bits = new int[n + 1];
        for (int i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
        return bits;
    }
}
