/**
 * RFC 1808 §4 "Resolving Relative URLs", steps 1 to 7, literally: the components are those of
 * §2.4 (parse-url.ts), and step 6's path operations are the string pattern removals the text
 * describes (so ".." above the root stays, as §5.2 shows).
 */
import { parseRFC1808String, textOf, type RFC1808URL } from "./parse-url.js";

/** The components while §4 works on them; "" and undefined are both §2.4's "empty". */
interface Parts {
  scheme: string | undefined;
  netLoc: string | undefined;
  /** The path without the slash that may precede it. */
  path: string;
  /** Whether that slash is there. */
  pathAfterSlash: boolean;
  params: string | undefined;
  query: string | undefined;
  fragment: string | undefined;
}

function partsOf(parsed: RFC1808URL): Parts {
  const { url } = parsed;
  return {
    scheme: textOf(url, parsed.scheme),
    netLoc: textOf(url, parsed.netLoc),
    path: url.slice(parsed.path[0], parsed.path[1]),
    pathAfterSlash: parsed.pathAfterSlash,
    params: textOf(url, parsed.params),
    query: textOf(url, parsed.query),
    fragment: textOf(url, parsed.fragment),
  };
}

/** The parts of the base parsed last (a document's URLs share one base); b is only read. */
let lastBase: string | undefined;
let lastBaseParts: Parts | undefined;

function basePartsOf(base: string): Parts {
  if (lastBaseParts === undefined || base !== lastBase) {
    lastBaseParts = partsOf(parseRFC1808String(base));
    lastBase = base;
  }
  return lastBaseParts;
}

const isNonEmpty = (s: string | undefined): s is string => s !== undefined && s !== "";

/** Which step ended the algorithm, and the state after each step that changed it. */
export interface RFC1808StepTrace {
  readonly step: "1" | "2a" | "2b" | "2c" | "3" | "4" | "5" | "6" | "6a" | "6b" | "6c" | "6d" | "7";
  readonly note: string;
}

export interface RFC1808Resolution {
  readonly href: string;
  readonly steps: readonly RFC1808StepTrace[];
}

/**
 * Step 6, on "the new path" (without the slash that may precede it, which §2.4.6 keeps out of
 * the path; a complete segment is then one between slashes or the path's ends).
 *
 * a) and b) are single pattern replacements. c) and d) are done on a stack of segments, as §4
 * allows ("some systems may find it more efficient to implement Step 6 as a pair of segment
 * stacks being merged, rather than as a series of string pattern matches"), which keeps the step
 * linear in the path's length; removing "<segment>/../" is a rewriting whose result does not
 * depend on the order of removals, so the stack's left-to-right pass ends where "removing the
 * leftmost matching pattern on each iteration" does (test/variants/rfc1808-resolve.test.ts
 * checks it against the literal iteration).
 */
export function removeDotSegmentsRFC1808(newPath: string, steps?: RFC1808StepTrace[]): string {
  let path = newPath;
  // "a) All occurrences of "./", where "." is a complete path segment, are removed."
  path = path.replace(/(?<=^|\/)\.\//g, "");
  steps?.push({ step: "6a", note: path });
  // "b) If the path ends with "." as a complete path segment, that "." is removed."
  path = path.replace(/(?<=^|\/)\.$/, "");
  steps?.push({ step: "6b", note: path });
  // "c) All occurrences of "<segment>/../", where <segment> is a complete path segment not equal
  // to "..", are removed. Removal of these path segments is performed iteratively, removing the
  // leftmost matching pattern on each iteration, until no matching pattern remains."
  // Every segment but the last is followed by "/"; a ".." so followed removes the segment before
  // it (with both slashes) unless that one is ".." too.
  const segments = path.split("/");
  const last = segments.pop()!;
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment === ".." && kept.length > 0 && kept[kept.length - 1] !== "..") kept.pop();
    else kept.push(segment);
  }
  steps?.push({ step: "6c", note: [...kept, last].join("/") });
  // "d) If the path ends with "<segment>/..", where <segment> is a complete path segment not
  // equal to "..", that "<segment>/.." is removed." (What preceded <segment> ends with "/", which
  // stays: "b/c/.." becomes "b/".)
  let end = last;
  if (last === ".." && kept.length > 0 && kept[kept.length - 1] !== "..") {
    kept.pop();
    end = "";
  }
  path = kept.length === 0 ? end : [...kept, end].join("/");
  steps?.push({ step: "6d", note: path });
  return path;
}

/**
 * Step 7: "The resulting URL components, including any inherited from the base URL, are
 * recombined to give the absolute form of the embedded URL." In the form of §2.1,
 * "<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>": an empty params, query or fragment
 * is written without its delimiter (§2.4 makes a missing one and an empty one the same), and the
 * "/" between a net_loc and what follows it is written whenever something follows
 * (docs/spec-notes.md).
 */
function recombine(p: Parts): string {
  let result = "";
  if (p.scheme !== undefined) result += `${p.scheme}:`;
  if (p.netLoc !== undefined) result += `//${p.netLoc}`;
  const follows = p.path !== "" || isNonEmpty(p.params) || isNonEmpty(p.query);
  if (p.pathAfterSlash || (p.netLoc !== undefined && follows)) result += "/";
  result += p.path;
  if (isNonEmpty(p.params)) result += `;${p.params}`;
  if (isNonEmpty(p.query)) result += `?${p.query}`;
  if (isNonEmpty(p.fragment)) result += `#${p.fragment}`;
  return result;
}

/**
 * Resolves embedded against base (both strings; the caller checks their syntax). base "" is
 * §3.4's "Default Base URL".
 */
export function resolveRFC1808Strings(embedded: string, base: string): RFC1808Resolution {
  const steps: RFC1808StepTrace[] = [];
  // Step 1: "The base URL is established according to the rules of Section 3. If the base URL is
  // the empty string (unknown), the embedded URL is interpreted as an absolute URL and we are done."
  if (base === "") {
    steps.push({ step: "1", note: "the base URL is the empty string: the embedded URL is taken as absolute" });
    return { href: embedded, steps };
  }

  // Step 2: "Both the base and embedded URLs are parsed into their component parts as described
  // in Section 2.4."
  const b: Readonly<Parts> = basePartsOf(base);
  const e = partsOf(parseRFC1808String(embedded));

  // "a) If the embedded URL is entirely empty, it inherits the entire base URL (i.e., is set
  // equal to the base URL) and we are done."
  if (embedded === "") {
    steps.push({ step: "2a", note: "the embedded URL is entirely empty: it is the base URL" });
    return { href: base, steps };
  }
  // "b) If the embedded URL starts with a scheme name, it is interpreted as an absolute URL and
  // we are done."
  if (e.scheme !== undefined) {
    steps.push({ step: "2b", note: `the embedded URL starts with the scheme name "${e.scheme}": it is absolute` });
    return { href: embedded, steps };
  }
  // "c) Otherwise, the embedded URL inherits the scheme of the base URL."
  e.scheme = b.scheme;
  steps.push({ step: "2c", note: `scheme "${e.scheme ?? ""}" inherited` });

  const finish = (): RFC1808Resolution => {
    const href = recombine(e);
    steps.push({ step: "7", note: href });
    return { href, steps };
  };

  // Step 3: "If the embedded URL's <net_loc> is non-empty, we skip to Step 7. Otherwise, the
  // embedded URL inherits the <net_loc> (if any) of the base URL."
  if (isNonEmpty(e.netLoc)) return finish();
  e.netLoc = b.netLoc;
  steps.push({ step: "3", note: e.netLoc === undefined ? "the base URL has no net_loc" : `net_loc "${e.netLoc}" inherited` });

  // Step 4: "If the embedded URL path is preceded by a slash "/", the path is not relative and we
  // skip to Step 7."
  if (e.pathAfterSlash) return finish();

  // Step 5: "If the embedded URL path is empty (and not preceded by a slash), then the embedded
  // URL inherits the base URL path, and
  if (e.path === "") {
    e.path = b.path;
    e.pathAfterSlash = b.pathAfterSlash;
    steps.push({ step: "5", note: `path "${b.pathAfterSlash ? "/" : ""}${b.path}" inherited` });
    // a) if the embedded URL's <params> is non-empty, we skip to step 7; otherwise, it inherits
    // the <params> of the base URL (if any) and
    if (isNonEmpty(e.params)) return finish();
    e.params = b.params;
    // b) if the embedded URL's <query> is non-empty, we skip to step 7; otherwise, it inherits
    // the <query> of the base URL (if any) and we skip to step 7."
    if (isNonEmpty(e.query)) return finish();
    e.query = b.query;
    return finish();
  }

  // Step 6: "The last segment of the base URL's path (anything following the rightmost slash
  // "/", or the entire path if no slash is present) is removed and the embedded URL's path is
  // appended in its place. The following operations are then applied, in order, to the new path:"
  const newPath = b.path.slice(0, b.path.lastIndexOf("/") + 1) + e.path;
  steps.push({ step: "6", note: newPath });
  e.path = removeDotSegmentsRFC1808(newPath, steps);
  // The new path is preceded by a slash when the base URL's was.
  e.pathAfterSlash = b.pathAfterSlash;

  // Step 7.
  return finish();
}
