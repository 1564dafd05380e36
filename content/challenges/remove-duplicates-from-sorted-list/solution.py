class Solution:
    def deleteDuplicates(self, head: Optional[ListNode]) -> Optional[ListNode]:
        # The list is sorted, so equal values sit next to each other. Stay on a node while its
        # successor holds the same value, unlinking that successor; move on once they differ.
        node = head
        while node and node.next:
            if node.next.val == node.val:
                node.next = node.next.next
            else:
                node = node.next
        return head
