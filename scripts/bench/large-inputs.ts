/**
 * Long inputs for the memory and scaling measurements: realistic shapes (a long path, a long
 * query, many percent-encoded octets) and the pathological shapes that make backtracking or
 * recursive parsers go quadratic or overflow the stack.
 */

export interface InputShape {
  readonly name: string;
  /** An input of exactly length code units (or as close as the shape's unit allows). */
  make(length: number): string;
}

function repeatTo(prefix: string, unit: string, length: number, suffix = ""): string {
  const n = Math.max(1, Math.floor((length - prefix.length - suffix.length) / unit.length));
  return prefix + unit.repeat(n) + suffix;
}

export const REALISTIC_SHAPES: readonly InputShape[] = [
  { name: "long path", make: (n) => repeatTo("http://www.example.com", "/segment", n) },
  { name: "long query", make: (n) => repeatTo("http://www.example.com/search?", "key=value&", n) },
  { name: "many %", make: (n) => repeatTo("http://www.example.com/", "%41", n) },
];

export const PATHOLOGICAL_SHAPES: readonly InputShape[] = [
  { name: '"a:" + "%".repeat(n)', make: (n) => repeatTo("a:", "%", n) },
  { name: '"[" + "1:".repeat(n)', make: (n) => repeatTo("[", "1:", n) },
  { name: '"//" + "@".repeat(n)', make: (n) => repeatTo("//", "@", n) },
  { name: '"//" + "a:".repeat(n)', make: (n) => repeatTo("//", "a:", n) },
  { name: '"a".repeat(n) + "\\\\"', make: (n) => repeatTo("", "a", n, "\\") },
];

export const KB = 1024;
export const MB = 1024 * 1024;

/**
 * One long line, each of a shape that has cost a variant memory: the realistic path-then-query,
 * then units repeated — percent-encoded octets with a non-ASCII character (web-addresses-2009
 * escapes every "%" and "é", so its rewriting is twice the input), a path and a query in every
 * unit, one letter (a relative reference), and dot segments in an absolute URL (the URL
 * Standard's path state shortens the path at each ".."). The benchmark's memory rows and
 * compare --jsonl rows run each; test/robustness/long-line-memory.test.ts holds each to 512 MB.
 */
export const LONG_LINE_SHAPES: readonly InputShape[] = [
  { name: "a path, then a query", make: (n) => repeatTo(`${repeatTo("http://www.example.com", "/seg%20ment", Math.floor(n / 2))}?`, "key=value&", n) },
  { name: '"?%41é/" repeated', make: (n) => repeatTo("", "?%41é/", n) },
  { name: '"a/b%41c?" repeated', make: (n) => repeatTo("", "a/b%41c?", n) },
  { name: '"a" repeated', make: (n) => repeatTo("", "a", n) },
  { name: '"http://h/" + "./../a.b/" repeated', make: (n) => repeatTo("http://h/", "./../a.b/", n) },
];

export function formatSize(length: number): string {
  return length >= MB ? `${length / MB} MB` : `${length / KB} KB`;
}
