/**
 * npx tsx scripts/report-setters-wpt.ts — runs WPT's setters_tests.json through the HTML5 (2009)
 * URL decomposition setters (§2.6.6) and writes docs/setters-wpt-report.md: how often the 2009
 * rules give today's (WHATWG URL Standard) result, and representative differences with why.
 *
 * WPT expects today's behaviour, so a difference is a finding, not a failure
 * (test/fixtures/README.md). test/attributes/setters-wpt-report.test.ts checks that the
 * committed report is what this script writes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { URL as WhatwgURL } from "whatwg-url";
import { URL_DECOMPOSITION_ATTRIBUTE_NAMES, isURLDecompositionAttributeName, setURLDecompositionAttribute, type URLDecompositionAttributeName } from "../src/attributes/index.js";
import { resolve } from "../src/api/resolve.js";
import { fixturePath, fixtureRepoPath } from "../test/fixtures/paths.js";

const SETTERS_TESTS_PATH = fixturePath("wpt/setters_tests.json");
export const REPORT_PATH = fileURLToPath(new URL("../docs/setters-wpt-report.md", import.meta.url));

interface WPTSetterCase {
  readonly comment?: string;
  readonly href: string;
  readonly new_value: string;
  readonly expected: { readonly href: string } & Record<string, string>;
}

/** How a differing case differs: whose setter changed the URL. */
type DifferenceKind = "only-today-changes" | "only-2009-changes" | "both-change-differently" | "neither-changes";

interface SetterComparison {
  readonly attribute: URLDecompositionAttributeName;
  readonly comment: string | undefined;
  readonly href: string;
  readonly newValue: string;
  /** The 2009 input: href resolved by §2.6.3 ("" if that fails), as an <a> element's input is. */
  readonly input: string;
  /** What the 2009 setter passes to the common setter action. */
  readonly output: string;
  /** Today's href after setting (WPT's expected.href). */
  readonly expected: string;
  readonly agrees: boolean;
  /** The 2009 output, serialized by today's URL parser, is today's href. */
  readonly agreesAfterSerialization: boolean;
  readonly difference: DifferenceKind | undefined;
}

/** Today's serialization of a URL string, or undefined if today's parser rejects it. */
function serializeToday(url: string): string | undefined {
  try {
    return new WhatwgURL(url).href;
  } catch {
    return undefined;
  }
}

function compareSetterCase(attribute: URLDecompositionAttributeName, c: WPTSetterCase): SetterComparison {
  // The input an <a href> or Location would hold: href resolved by §2.6.3, or the empty string
  // when that fails (docs/spec-notes.md). WPT's hrefs are absolute, so the base plays no part.
  const resolved = resolve(c.href, "about:blank");
  const input = resolved.ok ? resolved.href : "";
  const output = setURLDecompositionAttribute(attribute, input, c.new_value);
  const agrees = output === c.expected.href;
  const agreesAfterSerialization = serializeToday(output) === c.expected.href;
  let difference: DifferenceKind | undefined;
  if (!agreesAfterSerialization) {
    const changed2009 = output !== input;
    const changedToday = c.expected.href !== serializeToday(c.href);
    difference = changed2009 ? (changedToday ? "both-change-differently" : "only-2009-changes") : changedToday ? "only-today-changes" : "neither-changes";
  }
  return { attribute, comment: c.comment, href: c.href, newValue: c.new_value, input, output, expected: c.expected.href, agrees, agreesAfterSerialization, difference };
}

export function runSettersWPT(tests = JSON.parse(readFileSync(SETTERS_TESTS_PATH, "utf8")) as Record<string, unknown>) {
  const comparisons: SetterComparison[] = [];
  for (const attribute of URL_DECOMPOSITION_ATTRIBUTE_NAMES) {
    for (const c of (tests[attribute] ?? []) as WPTSetterCase[]) comparisons.push(compareSetterCase(attribute, c));
  }
  // The keys of setters_tests.json outside the seven attributes, with their case counts.
  const skipped = Object.entries(tests)
    .filter(([key, value]) => key !== "comment" && !isURLDecompositionAttributeName(key) && Array.isArray(value))
    .map(([key, value]) => ({ key, cases: (value as unknown[]).length }));
  return { comparisons, skipped };
}

/** Representative differences, chosen by hand; each must still be a difference when the report is built. */
const REPRESENTATIVE: readonly { attribute: URLDecompositionAttributeName; href: string; newValue: string; why: string }[] = [
  { attribute: "protocol", href: "a://example.net", newValue: "0b", why: "2009: any non-empty value replaces <scheme> (characters outside ALPHA DIGIT + - . are %-escaped); today a scheme must start with a letter, else nothing changes." },
  { attribute: "protocol", href: "a://example.net", newValue: "é", why: "2009 %-escapes the non-ASCII character into the scheme, making a string that is no URL; today the value is rejected." },
  { attribute: "protocol", href: "http://example.net", newValue: "b", why: "Today a special scheme (http) cannot become a non-special one; 2009 has no such rule." },
  { attribute: "protocol", href: "mailto:me@example.net", newValue: "http", why: "Today a non-special scheme (mailto) cannot become a special one; 2009 replaces it, giving an http URL without authority (which 2009's own resolution rejects)." },
  { attribute: "protocol", href: "http://example.net", newValue: "https:foo : bar", why: "Today everything from the first ':' is ignored; 2009 removes trailing ':' only and %-escapes the rest into the scheme." },
  { attribute: "protocol", href: "http://test/", newValue: "h\r\ntt\tps", why: "Today tabs and newlines are removed from the value; 2009 %-escapes them." },
  { attribute: "host", href: "http://example.net:8080", newValue: "example.com", why: "2009 replaces <hostport>, which includes a non-default port, so the port goes; today a value without a port keeps it." },
  { attribute: "host", href: "http://example.net/path", newValue: "example.com/stuff", why: "Today the value ends at '/', '?', '#' (and '\\' for special schemes); 2009 %-escapes them into the host." },
  { attribute: "host", href: "http://example.net/path", newValue: "example.com:65536", why: "2009's host setter has no port range check (only the port setter has one); today the out-of-range port is dropped." },
  { attribute: "host", href: "a:/foo", newValue: "example.net", why: "2009 requires an authority-based input; today a URL with a path only can gain a host." },
  { attribute: "host", href: "https://test.invalid/", newValue: "x@x", why: "2009 %-escapes '@' into the host; today a forbidden host code point leaves the URL unchanged." },
  { attribute: "host", href: "https://example.com/", newValue: "%C2%AD", why: "2009 keeps the pct-encoded triplets as they are; today they are decoded and IDNA maps U+00AD to nothing, an empty host, so nothing changes." },
  { attribute: "hostname", href: "http://example.net/path", newValue: "example.com:8080", why: "':' is valid in RFC 3986's <host> (IP-literal), so 2009 keeps it and the text after it reads as a port; today ':' invalidates the value." },
  { attribute: "hostname", href: "http://example.com/", newValue: "///bad.com", why: "2009's preprocessor removes leading '/'; today they end the host at once, leaving an empty host, which a special URL refuses." },
  { attribute: "hostname", href: "non-spec:/.//p", newValue: "h", why: "2009's input is href resolved: remove_dot_segments turns \"/.//p\" into \"//p\", an authority, so the host \"p\" is replaced; today the path stays \"//p\"." },
  { attribute: "port", href: "http://example.net:8080", newValue: "", why: "2009's preprocessor turns the empty string into \"0\"; today the empty string removes the port." },
  { attribute: "port", href: "http://example.net:8080/path", newValue: "randomstring", why: "No leading digits: 2009 sets port 0; today nothing changes." },
  { attribute: "port", href: "https://domain.com:443", newValue: "\t8080", why: "Today tabs and newlines are removed first; 2009 cuts the value at its first non-digit (the tab), leaving \"0\"." },
  { attribute: "port", href: "file://test/", newValue: "12", why: "Today file: URLs cannot have a port; 2009 sets it on any authority-based URL." },
  { attribute: "pathname", href: "foo://somehost/some/path", newValue: "", why: "2009 always prepends '/' to a value without one; today a non-special URL may have an empty path." },
  { attribute: "pathname", href: "http://example.net/home?lang=fr#nav", newValue: "\\a\\%2E\\b\\%2e.\\c", why: "Today '\\' is a segment delimiter in special URLs and dot segments (also %2E) are removed; 2009 %-escapes '\\' and removes nothing." },
  { attribute: "pathname", href: "non-spec:/", newValue: "//p", why: "2009 puts \"//p\" in place of the path, which then reads as an authority; today the path is kept a path by writing \"/.//p\"." },
  { attribute: "pathname", href: "a:/", newValue: "\u0000\u0001\t\n\r\u001f !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\u007f\u0080\u0081Éé", why: "Different escape sets: 2009 escapes every character RFC 3986's <path> lacks ('[', '\\', ']', '|', a lone '%' too) and tabs and newlines; today's path percent-encode set leaves the former and removes the latter." },
  { attribute: "search", href: "https://example.net", newValue: "", why: "The optional-group rule: 2009 keeps the '?' for an empty value; today the empty string removes the query." },
  { attribute: "search", href: "data:space ?query", newValue: "", why: "2009 sets search only on hierarchical URLs, so the data: URL keeps its query; today it is removed." },
  { attribute: "search", href: "a:/", newValue: "\u0000\u0001\t\n\r\u001f !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\u007f\u0080\u0081Éé", why: "Different escape sets: 2009 escapes what RFC 3986's <query> lacks ('[', '\\', ']', '^', '`', '{', '|', '}', a lone '%') and tabs and newlines; today's query percent-encode set leaves the former and removes the latter." },
  { attribute: "hash", href: "https://example.net?lang=en-US#nav", newValue: "", why: "The optional-group rule: 2009 keeps the '#' for an empty value; today the empty string removes the fragment." },
  { attribute: "hash", href: "https://example.net?lang=en-US", newValue: "##nav", why: "2009 escapes the second '#' (RFC 3986's <fragment> has no '#'); today it stays." },
  { attribute: "hash", href: "data:text/plain,test", newValue: "#\u0000\u0001\t\n\r\u001f !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\u007f\u0080\u0081Éé", why: "Different escape sets: 2009 escapes '#', '[', '\\', ']', '^', '{', '|', '}' and a lone '%', and tabs and newlines; today's fragment set leaves those and removes tabs and newlines." },
];

const DIFFERENCE_TEXT: Record<DifferenceKind, string> = {
  "only-today-changes": "only today's setter changes the URL (the 2009 setter condition fails, or the 2009 input has no such component)",
  "only-2009-changes": "only the 2009 setter changes the URL (today's setter rejects the value or the change)",
  "both-change-differently": "both change the URL, differently",
  "neither-changes": "neither changes the URL; the two inputs already differ (§2.6.3 resolution of href, against today's parse)",
};

/** A value in a Markdown table cell: JSON-quoted (so controls and spaces show), in a code span, '|' escaped, long ones shortened. */
function cell(value: string, max = 90): string {
  let quoted = JSON.stringify(value);
  if (quoted.length > max) quoted = `${quoted.slice(0, max - 1)}…`;
  const longestTicks = Math.max(0, ...(quoted.match(/`+/g) ?? []).map((t) => t.length));
  const fence = "`".repeat(longestTicks + 1);
  const pad = quoted.startsWith("`") || quoted.endsWith("`") ? " " : "";
  return `${fence}${pad}${quoted.replaceAll("|", "\\|")}${pad}${fence}`;
}

/** Prose in a table cell: '|' escaped, and '<' so that "<scheme>" is not read as an HTML tag. */
function text(value: string): string {
  return value.replaceAll("|", "\\|").replaceAll("<", "&lt;");
}

export function buildSettersReport({ comparisons, skipped } = runSettersWPT()): string {
  const total = comparisons.length;
  const agree = comparisons.filter((c) => c.agrees).length;
  const agreeAfter = comparisons.filter((c) => c.agreesAfterSerialization).length;
  const lines: string[] = [];
  const out = (line = ""): void => {
    lines.push(line);
  };

  out("# WPT setters tests under the HTML5 (2009) URL decomposition IDL attributes");
  out();
  out("Generated by `scripts/report-setters-wpt.ts` (`npx tsx scripts/report-setters-wpt.ts`); do not edit by hand.");
  out("`test/attributes/setters-wpt-report.test.ts` fails when this file is not what the script writes.");
  out();
  out(`WPT's \`url/resources/setters_tests.json\` (\`${fixtureRepoPath("wpt/setters_tests.json")}\`) gives, for each case, an`);
  out("`href`, a `new_value` for one attribute, and today's (WHATWG URL Standard) `href` after setting it. Each case");
  out("is run through HTML5 (2009 editor's draft) §2.6.6 with the input an `<a href>` would hold: `href` resolved by");
  out("§2.6.3 (html5-2009; the empty string if that fails). The attribute's setter runs, and its output (what the common");
  out("setter action receives, the new `href`) is compared with today's `href`. WPT describes today's behaviour, so a");
  out("difference is a finding, not a failure.");
  out();
  out("- **agree**: the 2009 output is today's `href`, character for character.");
  const whatwgURL = JSON.parse(readFileSync(new URL("../node_modules/whatwg-url/package.json", import.meta.url), "utf8")) as { version: string };
  out(`- **agree after serialization**: the 2009 output, parsed and serialized by today's URL parser (whatwg-url ${whatwgURL.version}),`);
  out("  is today's `href`: the two differ only in how today serializes (a `/` added to an empty path, a lowercased");
  out("  scheme or host, …), not in what the setter did.");
  const unresolved = comparisons.filter((c) => c.input === "").length;
  out(`- In ${unresolved} of the ${total} cases \`href\` does not resolve under §2.6.3${unresolved === 0 ? "" : " (the input is then the empty string)"}.`);
  out(`- Only the seven attributes of §2.6.6 are run. Skipped: ${skipped.map((s) => `\`${s.key}\` (${s.cases} case${s.cases === 1 ? "" : "s"})`).join(", ")}.`);
  out();
  out("## Counts");
  out();
  out(`${total} cases: **${agree} agree** (${((100 * agree) / total).toFixed(1)}%), **${agreeAfter} agree after serialization** (${((100 * agreeAfter) / total).toFixed(1)}%), ${total - agreeAfter} differ.`);
  out();
  out("| attribute | cases | agree | agree after serialization | differ | only today changes | only 2009 changes | both change, differently | neither changes |");
  out("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  const columns = (cases: readonly SetterComparison[]): number[] => {
    const after = cases.filter((c) => c.agreesAfterSerialization).length;
    const differences = Object.keys(DIFFERENCE_TEXT).map((kind) => cases.filter((c) => c.difference === kind).length);
    return [cases.length, cases.filter((c) => c.agrees).length, after, cases.length - after, ...differences];
  };
  for (const attribute of URL_DECOMPOSITION_ATTRIBUTE_NAMES) out(`| ${attribute} | ${columns(comparisons.filter((c) => c.attribute === attribute)).join(" | ")} |`);
  out(`| **all** | ${columns(comparisons).join(" | ")} |`);
  out();
  out("A difference is counted in one of four columns:");
  for (const [kind, description] of Object.entries(DIFFERENCE_TEXT)) out(`- ${kind.replaceAll("-", " ")}: ${description}.`);
  out();
  out("## Representative differences");
  out();
  out("| attribute | href | new value | 2009 output | today's href | why |");
  out("|---|---|---|---|---|---|");
  for (const r of REPRESENTATIVE) {
    const c = comparisons.find((x) => x.attribute === r.attribute && x.href === r.href && x.newValue === r.newValue);
    if (c === undefined) throw new Error(`representative case not in setters_tests.json: ${r.attribute} ${JSON.stringify(r.href)} ← ${JSON.stringify(r.newValue)}`);
    if (c.agreesAfterSerialization) throw new Error(`representative case no longer differs: ${r.attribute} ${JSON.stringify(r.href)} ← ${JSON.stringify(r.newValue)}`);
    out(`| ${c.attribute} | ${cell(c.href, 40)} | ${cell(c.newValue, 40)} | ${cell(c.output, 60)} | ${cell(c.expected, 60)} | ${text(r.why)} |`);
  }
  out();
  out("## Every difference");
  out();
  out("Values are JSON-quoted; long ones are shortened with `…`. The WPT comment is the test file's own.");
  for (const attribute of URL_DECOMPOSITION_ATTRIBUTE_NAMES) {
    const differing = comparisons.filter((c) => c.attribute === attribute && c.difference !== undefined);
    out();
    out(`### ${attribute} (${differing.length} of ${comparisons.filter((c) => c.attribute === attribute).length})`);
    out();
    out("| href | new value | 2009 output | today's href | kind | WPT comment |");
    out("|---|---|---|---|---|---|");
    for (const c of differing) {
      out(`| ${cell(c.href, 40)} | ${cell(c.newValue, 40)} | ${cell(c.output, 60)} | ${cell(c.expected, 60)} | ${c.difference!.replaceAll("-", " ")} | ${text(c.comment ?? "")} |`);
    }
  }
  out();
  return lines.join("\n");
}

if (process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const run = runSettersWPT();
  writeFileSync(REPORT_PATH, buildSettersReport(run));
  const agree = run.comparisons.filter((c) => c.agrees).length;
  const after = run.comparisons.filter((c) => c.agreesAfterSerialization).length;
  process.stdout.write(`${run.comparisons.length} cases: ${agree} agree, ${after} agree after serialization; wrote ${REPORT_PATH}\n`);
}
