class Solution:
    def findCenter(self, edges: List[List[int]]) -> int:
        # The centre is on every edge, and any other node is on exactly one: the node shared by
        # the first two edges is the centre.
        a, b = edges[0]
        return a if a in edges[1] else b
