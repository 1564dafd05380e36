/**
 * @param {number} n
 * @param {number[][]} edges
 * @param {number} source
 * @param {number} destination
 * @return {boolean}
 */
var validPath = function(n, edges, source, destination) {
    const parent = new Int32Array(n);
    for (let v = 0; v < n; v++) parent[v] = v;
    const find = (x) => {
        // Path halving keeps the trees shallow without recursion.
        while (parent[x] !== x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    };
    for (const [u, v] of edges) parent[find(u)] = find(v);
    return find(source) === find(destination);
};
