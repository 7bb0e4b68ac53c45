/**
 * A browser stand-in for Node's `string_decoder`, which iconv-lite's internal codecs (utf8, ucs2 /
 * utf16le, binary, base64, hex) decode through. The page only encodes, but src/encoding checks
 * iconv-lite's tables by decoding, so this must decode correctly, including a character split
 * across two write() calls. Aliased in for "string_decoder" by scripts/build-web.ts.
 */
// "buffer/index.js" names the npm package, not Node's core module of the same name.
import { Buffer } from "buffer/index.js";

/** How many bytes make one unit that must not be split between writes. */
const UNIT_BYTES: Readonly<Record<string, number>> = { base64: 3, hex: 1, binary: 1, latin1: 1, ascii: 1 };

function normalizeEncoding(encoding: string | undefined): string {
  const e = (encoding ?? "utf8").toLowerCase().replace(/-/g, "");
  if (e === "ucs2" || e === "utf16le") return "utf16le";
  if (e === "utf8") return "utf8";
  return e;
}

export class StringDecoder {
  readonly encoding: string;
  readonly #text: TextDecoder | undefined;
  #pending: Uint8Array = new Uint8Array(0);

  constructor(encoding?: string) {
    this.encoding = normalizeEncoding(encoding);
    // UTF-8 and UTF-16LE keep a partial character between writes, as Node's decoder does.
    this.#text = this.encoding === "utf8" ? new TextDecoder("utf-8", { ignoreBOM: true }) : this.encoding === "utf16le" ? new TextDecoder("utf-16le", { ignoreBOM: true }) : undefined;
  }

  write(bytes: Uint8Array): string {
    if (this.#text !== undefined) return this.#text.decode(bytes, { stream: true });
    const all = new Uint8Array(this.#pending.length + bytes.length);
    all.set(this.#pending);
    all.set(bytes, this.#pending.length);
    const unit = UNIT_BYTES[this.encoding] ?? 1;
    const whole = all.length - (all.length % unit);
    this.#pending = all.slice(whole);
    return Buffer.from(all.subarray(0, whole)).toString(this.encoding as BufferEncoding);
  }

  end(bytes?: Uint8Array): string {
    const head = bytes === undefined ? "" : this.write(bytes);
    if (this.#text !== undefined) return head + this.#text.decode();
    const rest = Buffer.from(this.#pending).toString(this.encoding as BufferEncoding);
    this.#pending = new Uint8Array(0);
    return head + rest;
  }
}
