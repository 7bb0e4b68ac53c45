/**
 * A long overlay in a share link: the ABNF text deflated (CompressionStream "deflate-raw", which
 * browsers and Node have) and written base64url, so that a whole grammar fits in a link. Short
 * texts stay readable in the link as they are (fragment-state.ts decides).
 */

/** Above this many characters, the link carries the overlay compressed. */
export const COMPRESS_OVERLAY_ABOVE = 600;

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

export async function compressOverlay(text: string): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw")));
}

/** The text of a compressed overlay; undefined when it is not one (a damaged link). */
export async function decompressOverlay(packed: string): Promise<string | undefined> {
  const bytes = fromBase64Url(packed);
  if (bytes === undefined) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await pipe(bytes, new DecompressionStream("deflate-raw")));
  } catch {
    return undefined;
  }
}
