class Solution {
public:
    bool isIsogram(string phrase) {
        bool seen[26] = {false};
        for (char ch : phrase) {
            // Only letters count; spaces and hyphens may repeat freely.
            if (!isalpha((unsigned char)ch)) continue;
            int idx = tolower((unsigned char)ch) - 'a';
            if (seen[idx]) return false;
            seen[idx] = true;
        }
        return true;
    }
};
