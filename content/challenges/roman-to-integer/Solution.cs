public class Solution {
    private static int Value(char ch) {
        switch (ch) {
            case 'I': return 1;
            case 'V': return 5;
            case 'X': return 10;
            case 'L': return 50;
            case 'C': return 100;
            case 'D': return 500;
            default: return 1000;
        }
    }

    public int RomanToInt(string s) {
        int total = 0;
        for (int i = 0; i < s.Length; i++) {
            int v = Value(s[i]);
            // A symbol written before a larger one is subtracted (IV, XC, CM...).
            if (i + 1 < s.Length && v < Value(s[i + 1])) total -= v;
            else total += v;
        }
        return total;
    }
}
