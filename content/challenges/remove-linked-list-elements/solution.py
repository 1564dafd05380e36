class Solution:
    def removeElements(self, head: Optional[ListNode], val: int) -> Optional[ListNode]:
        # A dummy in front of head lets a run of matching nodes at the start go like any other.
        dummy = ListNode(0, head)
        prev = dummy
        while prev.next:
            if prev.next.val == val:
                prev.next = prev.next.next  # unlink, and look at the new next node
            else:
                prev = prev.next
        return dummy.next
