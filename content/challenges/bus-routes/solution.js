/**
 * @param {number[][]} routes
 * @param {number} source
 * @param {number} target
 * @return {number}
 */
var numBusesToDestination = function(routes, source, target) {
    if (source === target) return 0;
    const busesAt = new Map();
    routes.forEach((route, bus) => {
        for (const stop of route) {
            const buses = busesAt.get(stop);
            if (buses) buses.push(bus);
            else busesAt.set(stop, [bus]);
        }
    });
    // BFS over buses: each level is one more bus boarded.
    const used = new Array(routes.length).fill(false);
    const visitedStops = new Set([source]);
    let frontier = [source];
    let rides = 0;
    while (frontier.length > 0) {
        rides++;
        const nextFrontier = [];
        for (const stop of frontier) {
            for (const bus of busesAt.get(stop) || []) {
                if (used[bus]) continue;
                used[bus] = true;
                for (const next of routes[bus]) {
                    if (next === target) return rides;
                    if (!visitedStops.has(next)) {
                        visitedStops.add(next);
                        nextFrontier.push(next);
                    }
                }
            }
        }
        frontier = nextFrontier;
    }
    return -1;
};
