class Solution:
    def removeNthFromEnd(self, head: Optional[ListNode], n: int) -> Optional[ListNode]:
        # The dummy lets the head itself be removed like any other node.
        dummy = ListNode(0, head)
        lead = trail = dummy
        # Open a gap of n nodes between lead and trail.
        for _ in range(n):
            lead = lead.next
        # When lead reaches the last node, trail stands just before the node to remove.
        while lead.next:
            lead = lead.next
            trail = trail.next
        trail.next = trail.next.next
        return dummy.next
