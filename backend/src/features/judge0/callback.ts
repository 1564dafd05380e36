import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { isReservedAddress, pinnedLookup } from "../../http/outbound";

/**
 * Judge0's callback_url, without its server-side request forgery: a callback goes only to a host
 * named in JUDGE0_CALLBACK_HOSTS, and never to a loopback, private, link-local or otherwise
 * reserved address (checked after DNS resolution, and the request is pinned to the address that
 * was checked, so a name cannot be re-pointed between the check and the call).
 */
export type CallbackPolicy = { hosts: string[]; allowPrivate: boolean };

/** Why a callback URL is refused before any lookup (scheme, host list), or null. */
export function callbackUrlError(url: string, policy: CallbackPolicy): string | null {
  if (policy.hosts.length === 0) return "setting callback is not allowed";
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "is not a valid URL";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "must be an http or https URL";
  if (parsed.username || parsed.password) return "must not carry credentials";
  const host = parsed.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (!policy.hosts.includes(host)) return `host ${host} is not allowed (JUDGE0_CALLBACK_HOSTS)`;
  return null;
}

/** The address the callback will use, or why none may be used. */
export async function resolveCallback(
  url: string,
  policy: CallbackPolicy,
): Promise<{ address: string; family: number } | { error: string }> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    return { error: `host ${host} cannot be resolved` };
  }
  if (addresses.length === 0) return { error: `host ${host} cannot be resolved` };
  if (!policy.allowPrivate && addresses.some((a) => isReservedAddress(a.address))) {
    return { error: `host ${host} resolves to a loopback, private or reserved address` };
  }
  return addresses[0] as { address: string; family: number };
}

/** PUTs the JSON body to the URL, pinned to the checked address; up to 3 tries of 5 s each. Never throws. */
export async function deliverCallback(
  url: string,
  body: string,
  policy: CallbackPolicy,
  onFailure: (reason: string) => void,
): Promise<void> {
  const target = await resolveCallback(url, policy);
  if ("error" in target) {
    onFailure(target.error);
    return;
  }
  const parsed = new URL(url);
  const client = parsed.protocol === "https:" ? https : http;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const outcome = await new Promise<string | null>((resolve) => {
      const request = client.request(
        parsed,
        {
          method: "PUT",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
          timeout: 5000,
          lookup: pinnedLookup(target),
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(null));
          response.on("error", (error) => resolve(error.message));
        },
      );
      request.on("timeout", () => request.destroy(new Error("timed out after 5 s")));
      request.on("error", (error) => resolve(error.message));
      request.end(body);
    });
    if (outcome === null) return;
    if (attempt === 3) onFailure(outcome);
  }
}
