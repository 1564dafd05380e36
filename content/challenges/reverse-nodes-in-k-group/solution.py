class Solution:
    def reverseKGroup(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        dummy = ListNode(0, head)
        before = dummy  # last node of the part already processed
        while True:
            # Find the k-th node ahead; if the list runs out, the rest stays as it is.
            last = before
            for _ in range(k):
                last = last.next
                if last is None:
                    return dummy.next
            after = last.next
            # Reverse the group in place, then splice it between `before` and `after`.
            prev, node = after, before.next
            while node is not after:
                node.next, prev, node = prev, node, node.next
            first = before.next
            before.next = last
            before = first
