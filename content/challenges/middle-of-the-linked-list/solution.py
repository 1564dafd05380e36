class Solution:
    def middleNode(self, head: Optional[ListNode]) -> Optional[ListNode]:
        # fast moves two steps for every step of slow; when fast runs off the end,
        # slow stands on the middle (the second of two middles for an even length).
        slow = fast = head
        while fast and fast.next:
            slow = slow.next
            fast = fast.next.next
        return slow
