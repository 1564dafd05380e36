public class Solution {
    public IList<IList<int>> Subsets(int[] nums) {
        // Each new number doubles the collection: every existing subset, with and without it.
        var result = new List<IList<int>> { new List<int>() };
        foreach (int num in nums) {
            int size = result.Count;
            for (int i = 0; i < size; i++) {
                var subset = new List<int>(result[i]);
                subset.Add(num);
                result.Add(subset);
            }
        }
        return result;
    }
}
