public class Solution {
    public bool ContainsDuplicate(int[] nums) {
        var seen = new HashSet<int>(nums.Length);
        foreach (int x in nums) {
            if (!seen.Add(x)) return true;
        }
        return false;
    }
}
