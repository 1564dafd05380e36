class Solution:
    def reorganizeString(self, s: str) -> str:
        heap = [(-count, letter) for letter, count in Counter(s).items()]
        heapq.heapify(heap)
        out = []
        held = None  # the letter just written, kept out of the heap for one step
        while heap:
            count, letter = heapq.heappop(heap)
            out.append(letter)
            if held:
                heapq.heappush(heap, held)
            held = (count + 1, letter) if count + 1 < 0 else None
        # Something still held means only that letter was left: it would have to repeat.
        return "" if held else "".join(out)
