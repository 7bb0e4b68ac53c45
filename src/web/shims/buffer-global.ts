/**
 * iconv-lite (through safer-buffer) uses Node's `Buffer`; esbuild's `inject` makes every free
 * `Buffer` in the bundle this one, from the `buffer` package (scripts/build-web.ts).
 */
export { Buffer } from "buffer";
