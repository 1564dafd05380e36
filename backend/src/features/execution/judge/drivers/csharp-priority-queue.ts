/**
 * .NET 6's PriorityQueue<TElement, TPriority> (a min-heap on the priority, same API), which Mono's
 * class library lacks and LeetCode's C# solutions use. Added after the learner's code when it is
 * mentioned and not declared by the learner.
 */
export const CSHARP_PRIORITY_QUEUE = `namespace System.Collections.Generic {
    /// <summary>.NET 6's PriorityQueue (a min-heap on TPriority), which Mono's class library lacks.</summary>
    public class PriorityQueue<TElement, TPriority> {
        TElement[] elements = new TElement[16];
        TPriority[] priorities = new TPriority[16];
        int count;
        readonly IComparer<TPriority> comparer;

        public PriorityQueue() : this(0, null) {}
        public PriorityQueue(int initialCapacity) : this(initialCapacity, null) {}
        public PriorityQueue(IComparer<TPriority> comparer) : this(0, comparer) {}
        public PriorityQueue(int initialCapacity, IComparer<TPriority> comparer) {
            if (initialCapacity < 0) throw new ArgumentOutOfRangeException("initialCapacity");
            this.comparer = comparer ?? Comparer<TPriority>.Default;
            EnsureCapacity(initialCapacity);
        }
        public PriorityQueue(IEnumerable<(TElement, TPriority)> items) : this(items, null) {}
        public PriorityQueue(IEnumerable<(TElement, TPriority)> items, IComparer<TPriority> comparer) : this(0, comparer) {
            EnqueueRange(items);
        }

        public int Count { get { return count; } }
        public IComparer<TPriority> Comparer { get { return comparer; } }
        public IEnumerable<(TElement Element, TPriority Priority)> UnorderedItems {
            get { var items = new List<(TElement, TPriority)>(count); for (int i = 0; i < count; i++) items.Add((elements[i], priorities[i])); return items; }
        }

        public void Enqueue(TElement element, TPriority priority) {
            EnsureCapacity(count + 1);
            elements[count] = element;
            priorities[count] = priority;
            Up(count++);
        }
        public TElement Peek() {
            if (count == 0) throw new InvalidOperationException("Queue empty.");
            return elements[0];
        }
        public TElement Dequeue() {
            if (count == 0) throw new InvalidOperationException("Queue empty.");
            TElement top = elements[0];
            RemoveRoot();
            return top;
        }
        public bool TryPeek(out TElement element, out TPriority priority) {
            if (count == 0) { element = default(TElement); priority = default(TPriority); return false; }
            element = elements[0]; priority = priorities[0]; return true;
        }
        public bool TryDequeue(out TElement element, out TPriority priority) {
            if (!TryPeek(out element, out priority)) return false;
            RemoveRoot();
            return true;
        }
        public TElement EnqueueDequeue(TElement element, TPriority priority) {
            if (count == 0 || comparer.Compare(priority, priorities[0]) <= 0) return element;
            TElement top = elements[0];
            elements[0] = element; priorities[0] = priority;
            Down(0);
            return top;
        }
        public TElement DequeueEnqueue(TElement element, TPriority priority) {
            if (count == 0) throw new InvalidOperationException("Queue empty.");
            TElement top = elements[0];
            elements[0] = element; priorities[0] = priority;
            Down(0);
            return top;
        }
        public void EnqueueRange(IEnumerable<(TElement, TPriority)> items) {
            foreach (var item in items) Enqueue(item.Item1, item.Item2);
        }
        public void EnqueueRange(IEnumerable<TElement> items, TPriority priority) {
            foreach (var item in items) Enqueue(item, priority);
        }
        public void Clear() {
            Array.Clear(elements, 0, count);
            Array.Clear(priorities, 0, count);
            count = 0;
        }
        public int EnsureCapacity(int capacity) {
            if (elements.Length < capacity) {
                int size = Math.Max(capacity, elements.Length * 2);
                Array.Resize(ref elements, size);
                Array.Resize(ref priorities, size);
            }
            return elements.Length;
        }
        public void TrimExcess() {}

        void RemoveRoot() {
            count--;
            elements[0] = elements[count]; priorities[0] = priorities[count];
            elements[count] = default(TElement); priorities[count] = default(TPriority);
            if (count > 0) Down(0);
        }
        void Up(int i) {
            while (i > 0) {
                int parent = (i - 1) / 2;
                if (comparer.Compare(priorities[i], priorities[parent]) >= 0) break;
                Swap(i, parent);
                i = parent;
            }
        }
        void Down(int i) {
            for (;;) {
                int left = 2 * i + 1, best = i;
                if (left < count && comparer.Compare(priorities[left], priorities[best]) < 0) best = left;
                if (left + 1 < count && comparer.Compare(priorities[left + 1], priorities[best]) < 0) best = left + 1;
                if (best == i) return;
                Swap(i, best);
                i = best;
            }
        }
        void Swap(int a, int b) {
            TElement e = elements[a]; elements[a] = elements[b]; elements[b] = e;
            TPriority p = priorities[a]; priorities[a] = priorities[b]; priorities[b] = p;
        }
    }
}`;
