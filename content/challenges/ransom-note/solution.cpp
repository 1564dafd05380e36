class Solution {
public:
    bool canConstruct(string ransomNote, string magazine) {
        // How many copies of each letter the magazine offers.
        int available[26] = {0};
        for (char ch : magazine) available[ch - 'a']++;
        // Spend one copy per letter of the note; running out means it cannot be built.
        for (char ch : ransomNote) {
            if (available[ch - 'a'] == 0) return false;
            available[ch - 'a']--;
        }
        return true;
    }
};
