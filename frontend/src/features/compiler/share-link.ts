/**
 * Share links carry the program in the URL fragment, deflated and base64url-encoded: the link
 * works for anyone, nothing is stored on the server, and the fragment never reaches a server log.
 */
const PREFIX = "#code=";

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The fragment for `code` ("#code=..."). */
export async function encodeShareFragment(code: string): Promise<string> {
  const packed = await pipe(new TextEncoder().encode(code), new CompressionStream("deflate-raw"));
  return PREFIX + toBase64Url(packed);
}

/** The code a fragment carries, or null when there is none or it is damaged. */
export async function decodeShareFragment(hash: string): Promise<string | null> {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const bytes = await pipe(fromBase64Url(hash.slice(PREFIX.length)), new DecompressionStream("deflate-raw"));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}
