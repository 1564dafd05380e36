/**
 * Whether the socket client module has been loaded (socket.ts marks it when it is evaluated), so
 * a screen can join a room at once when that costs nothing, and wait otherwise. Kept apart from
 * socket.ts so asking does not load the client.
 */
let loaded = false;

export function markSocketLoaded(): void {
  loaded = true;
}

export function isSocketLoaded(): boolean {
  return loaded;
}
