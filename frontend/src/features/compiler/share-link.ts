import { MAX_COMPILER_CODE_LENGTH } from "@cp/contracts";

/**
 * Share links carry the program in the URL fragment, deflated and base64url-encoded: the link
 * works for anyone, nothing is stored on the server, and the fragment never reaches a server log.
 *
 * A link is untrusted input: a few hundred KB of deflate can inflate to hundreds of MB. Decoding
 * is bounded twice: the fragment's length is checked before anything is decoded, and inflation
 * stops as soon as its output passes what the longest runnable program could take.
 */
const PREFIX = "#code=";

/** UTF-8 takes at most 3 bytes per UTF-16 code unit, so no runnable program inflates past this. */
export const SHARE_MAX_CODE_BYTES = MAX_COMPILER_CODE_LENGTH * 3;

/**
 * The longest fragment that can carry a runnable program: deflate stores incompressible data in
 * blocks of at most 65,535 bytes with 5 bytes of header each, and base64 turns 3 bytes into 4.
 */
export const SHARE_MAX_FRAGMENT_LENGTH =
  PREFIX.length + Math.ceil(((SHARE_MAX_CODE_BYTES + 5 * Math.ceil(SHARE_MAX_CODE_BYTES / 65_535) + 16) * 4) / 3);

/** What a URL fragment holds: no shared code, the code, or a link that cannot be opened (and why). */
export type TSharedCode =
  | { kind: "none" }
  | { kind: "code"; code: string }
  | { kind: "too-large" }
  | { kind: "damaged" };

class TooLargeError extends Error {}

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

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** Inflates `bytes`, giving up (and cancelling the stream) once the output passes `maxBytes`. */
async function inflateAtMost(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLargeError();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** The fragment for `code` ("#code=..."). */
export async function encodeShareFragment(code: string): Promise<string> {
  return PREFIX + toBase64Url(await deflate(new TextEncoder().encode(code)));
}

/**
 * The code a fragment carries. A link longer than any runnable program's, or one whose code
 * would be, answers "too-large" without being inflated further; one that does not decode (or
 * is not UTF-8) answers "damaged".
 */
export async function decodeShareFragment(hash: string): Promise<TSharedCode> {
  if (!hash.startsWith(PREFIX)) return { kind: "none" };
  if (hash.length > SHARE_MAX_FRAGMENT_LENGTH) return { kind: "too-large" };
  try {
    const bytes = await inflateAtMost(fromBase64Url(hash.slice(PREFIX.length)), SHARE_MAX_CODE_BYTES);
    const code = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (code.length > MAX_COMPILER_CODE_LENGTH) return { kind: "too-large" };
    return { kind: "code", code };
  } catch (error) {
    return error instanceof TooLargeError ? { kind: "too-large" } : { kind: "damaged" };
  }
}
