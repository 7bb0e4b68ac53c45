/** node:assert in the page's bundle: the abnf package asserts an invariant of its own parser. */
export default function assert(condition: unknown, message?: string): asserts condition {
  if (!condition) throw new Error(message ?? "assertion failed");
}
