class Solution:
    def smallestDistancePair(self, nums: List[int], k: int) -> int:
        # After sorting, row i holds the distances nums[j] - nums[i] for j > i, already increasing.
        # Merge the rows with a heap and pop the k smallest: O((n + k) log n), k up to n^2 / 2.
        nums.sort()
        n = len(nums)
        heap = [(nums[i + 1] - nums[i], i, i + 1) for i in range(n - 1)]
        heapify(heap)
        for _ in range(k - 1):
            _, i, j = heappop(heap)
            if j + 1 < n:
                heappush(heap, (nums[j + 1] - nums[i], i, j + 1))
        return heap[0][0]
