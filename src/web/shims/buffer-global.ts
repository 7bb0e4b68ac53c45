/**
 * iconv-lite (through safer-buffer) uses Node's `Buffer`; esbuild's `inject` makes every free
 * `Buffer` in the bundle this one, from the `buffer` package (scripts/build-web.ts).
 */
// "buffer/index.js" names the npm package, not Node's core module of the same name.
export { Buffer } from "buffer/index.js";
