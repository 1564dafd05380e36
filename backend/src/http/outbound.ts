import type http from "node:http";
import { BlockList, isIP } from "node:net";

/*
 * Requests the server makes to addresses a user gave (Judge0's callback_url, a forum post's
 * image): which addresses they may never reach, and how a request is pinned to the address that
 * was checked, so a name cannot be re-pointed between the check and the call.
 */

const RESERVED = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  RESERVED.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
  ["2001:db8::", 32],
] as const) {
  RESERVED.addSubnet(net, prefix, "ipv6");
}

/** True for an address no user-given url may reach: loopback, private, link-local, multicast, reserved. */
export function isReservedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return RESERVED.check(address, "ipv4");
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return RESERVED.check(mapped[1], "ipv4");
    return RESERVED.check(address, "ipv6");
  }
  return true;
}

/** A resolved address a request is pinned to. */
export type TPinnedAddress = { address: string; family: number };

/**
 * A `lookup` for http(s).request that answers every name with the checked address. Node asks for
 * every address when it races IPv4 and IPv6 (`all`), or for one; either way it gets this one.
 */
export function pinnedLookup(target: TPinnedAddress): http.RequestOptions["lookup"] {
  const lookup = (_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
    options.all
      ? callback(null, [{ address: target.address, family: target.family }])
      : callback(null, target.address, target.family);
  // node's typings declare lookup as dns.lookup's overloads; this function answers both of the
  // forms http calls it with (one address, or all), which no single signature of theirs names.
  return lookup as unknown as http.RequestOptions["lookup"];
}
