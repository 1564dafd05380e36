class Solution {
public:
    int numberOfSubstrings(string s) {
        // For each end, shrink the window from the left while it still holds a, b and c.
        // Then every start before left gives a substring ending here with all three letters.
        int count[3] = {0, 0, 0};
        int left = 0;
        int result = 0;
        for (char ch : s) {
            count[ch - 'a']++;
            while (count[0] > 0 && count[1] > 0 && count[2] > 0) {
                count[s[left] - 'a']--;
                left++;
            }
            result += left;
        }
        return result;
    }
};
