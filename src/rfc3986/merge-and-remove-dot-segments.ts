// RFC 3986 §5.2.2's "T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path);",
// without re-reading the base's directory for every reference resolved against it: the one copy
// of remove_dot_segments's work kept for speed (docs/performance.md, "One shortcut through
// remove_dot_segments": 3–3.8× the two steps), held to them by
// test/rfc3986/merge-and-remove-dot-segments.test.ts.

import { codeUnitAt } from "../platform/code-unit-at.js";
import { merge } from "./merge.js";
import type { ReferenceComponents } from "./reference-components.js";
import { removeDotSegments } from "./remove-dot-segments.js";

const DOT = 0x2e;
const SLASH = 0x2f;

/**
 * The base's directory as §5.2.3 merges it ("all but the last segment of the base URI's path"),
 * when the shortcut below may use it: it begins with "/" and no segment in it begins with "."
 * (so none is "." or ".."); with the offset of each "/" in it.
 */
interface CleanDirectory {
  readonly directory: string;
  readonly slashes: readonly number[];
}

/** The last base's directory: a document resolves all its URLs against one base. */
let lastBase: ReferenceComponents | undefined;
let lastDirectory: CleanDirectory | undefined;

function cleanDirectoryOf(base: ReferenceComponents): CleanDirectory | undefined {
  if (base === lastBase) return lastDirectory;
  lastBase = base;
  lastDirectory = undefined;
  // §5.2.3's first rule ("/" before the reference's path) is left to merge itself.
  if (base.authority !== undefined && base.path === "") return undefined;
  const directory = base.path.slice(0, base.path.lastIndexOf("/") + 1);
  if (codeUnitAt(directory, 0, directory.length) !== SLASH || directory.includes("/.")) return undefined;
  const slashes: number[] = [];
  for (let i = directory.indexOf("/"); i >= 0; i = directory.indexOf("/", i + 1)) slashes.push(i);
  lastDirectory = { directory, slashes };
  return lastDirectory;
}

/**
 * remove_dot_segments(merge(Base, referencePath)) (§5.2.4, §5.2.3), the same string. For a base
 * whose directory "/s1/…/sn/" has no dot segment, remove_dot_segments first moves its n segments
 * to the output buffer unchanged (rule E), and the input buffer is then "/" followed by the
 * reference's path. Each leading "./" of that path is then removed by rule B, each leading "../"
 * by rule C, which also removes the last segment of the output buffer (none when it is empty).
 * What follows them, when none of its segments begins with ".", is moved unchanged by rule E. So
 * the result is the directory up to the "/" after its first n − k segments (k the number of
 * "../", at most n), followed by the rest of the reference's path: the merged path is never built
 * nor read again. Any other reference takes the two steps as written.
 */
export function mergeAndRemoveDotSegments(base: ReferenceComponents, referencePath: string): string {
  const clean = cleanDirectoryOf(base);
  if (clean === undefined) return removeDotSegments(merge(base, referencePath));
  // The leading "./" and "../" of the reference's path, and how many of them are "../".
  const length = referencePath.length;
  let position = 0;
  let parents = 0;
  for (;;) {
    if (codeUnitAt(referencePath, position, length) !== DOT) break;
    const next = codeUnitAt(referencePath, position + 1, length);
    if (next === SLASH) position += 2;
    else if (next === DOT && codeUnitAt(referencePath, position + 2, length) === SLASH) {
      position += 3;
      parents++;
    } else break;
  }
  // The rest must have no segment beginning with "." (a "." or ".." anywhere, or at its end).
  if (codeUnitAt(referencePath, position, length) === DOT || referencePath.includes("/.", position)) return removeDotSegments(merge(base, referencePath));
  const { directory, slashes } = clean;
  const kept = slashes.length - 1 - Math.min(parents, slashes.length - 1);
  const rest = position === 0 ? referencePath : referencePath.slice(position);
  return kept === slashes.length - 1 ? directory + rest : directory.slice(0, slashes[kept]! + 1) + rest;
}
