class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        prev = None
        while head:
            # Point the current node backwards, then step forward along the saved link.
            head.next, prev, head = prev, head, head.next
        return prev
