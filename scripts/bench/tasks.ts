/**
 * What the benchmark times: webaddr's parse and resolve, the grammar parsers alone, and the
 * peers on the same inputs. Each task runs over a whole list of inputs and returns a checksum
 * (so the engine cannot drop the work); the runner times it. Most tasks run on the synthetic
 * corpus (corpus.ts); webaddr's parse and resolve, the generated grammar parser and the main
 * peers also run on the real-pages corpus (real-pages-corpus.ts), resolving against its base.
 */
import fastUri from "fast-uri";
import URLParse from "url-parse";
import * as uriJs from "uri-js";
import { URL as WhatwgURL } from "whatwg-url";
import type { CompiledGrammar } from "../../src/grammar/grammar-node.js";
import type { GrammarVariant, VariantDescriptor } from "../../src/variants/variant.js";
import type { VARIANTS } from "../../src/variants/registry.js";
import { peggyReferenceParser } from "../peggy-reference.js";
import { abnfOnlyTasks } from "./abnf-only-tasks.js";
import { baseOf, suffixOf, type BenchCorpus, type BenchTask, type TaskKind } from "./bench-task.js";
import { parseWithModule, registry } from "./library.js";
import { recordFloorTask } from "./record-floor-task.js";
import { webaddrParse, webaddrResolve } from "./webaddr-tasks.js";

/** RFC 3986 Appendix B, verbatim (with "s" so "." also matches line breaks): split only, never fails. */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;

/**
 * parse() with Peggy's parser in place of the generated one: everything else as parse() does it,
 * so the difference to parse() is what the code generator gained for parse(). From dist, parseWith
 * is dist/internal/bench.js's (library.ts), so the variant value with Peggy's parser in it never
 * reaches the parse() the other rows time.
 */
function webaddrParseWithPeggy(variant: keyof typeof VARIANTS, reference: CompiledGrammar): BenchTask {
  const descriptor = grammarVariant(variant);
  const withPeggy = { ...descriptor, grammar: { ...descriptor.grammar, parser: reference } };
  return {
    name: `webaddr parse ${variant}, stock Peggy parser in its place`,
    kind: "parse",
    owner: "webaddr",
    corpus: "synthetic",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        const r = parseWithModule.parseWith(withPeggy, input);
        sum += r.ok ? r.components.path.length : r.error.offset;
      }
      return sum;
    },
  };
}

const GRAMMAR_LABEL = "the parser parse() uses";

/**
 * The grammar parser alone (after HTML5's space stripping): what the layers above it cost shows as
 * the difference. Called as parse() calls it (parse-with.ts): match() where the parser has it (the
 * generated parsers: a mismatch is returned, not thrown), else Peggy's parse(), whose failures
 * throw a SyntaxError with its message.
 */
function grammarOnly(label: string, variant: keyof typeof VARIANTS, parser: CompiledGrammar, corpus: BenchCorpus = "synthetic"): BenchTask {
  const descriptor = grammarVariant(variant);
  const startRule = descriptor.grammar.startRule;
  const matches = parser.match !== undefined;
  return {
    name: `grammar only ${variant} (${label})${suffixOf(corpus)}`,
    kind: "grammar",
    owner: "webaddr",
    corpus,
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        const { url } = descriptor.preprocess(input);
        if (matches) {
          const matched = parser.match!(url, startRule);
          sum += Array.isArray(matched) ? matched.length : 1;
          continue;
        }
        try {
          sum += parser.parse(url, { startRule }).length;
        } catch {
          sum += 1;
        }
      }
      return sum;
    },
  };
}

/** The peers' names (on the synthetic corpus; on the real pages with REAL_PAGES_SUFFIX). */
export const NODE_URL_PARSE = "Node URL.parse(input) (no base)";
const NODE_NEW_URL = "Node URL (new URL(input, base))";

/** A peer's task. Each has a loop of its own: one loop calling every peer's code would measure that call too. */
function peer(name: string, kind: TaskKind, run: BenchTask["run"]): BenchTask {
  return { name, kind, owner: "peer", corpus: "synthetic", run };
}

/** The peers (those include() accepts, by their name on the synthetic corpus), resolving against the corpus's base. */
export function peerTasks(corpus: BenchCorpus, include: (name: string) => boolean = () => true): BenchTask[] {
  const base = baseOf(corpus);
  const peers: BenchTask[] = [
    // Node's own parse: no base, so a relative input fails (returns null) as a parse does.
    peer(NODE_URL_PARSE, "parse", (inputs) => {
      let sum = 0;
      for (const input of inputs) sum += URL.parse(input)?.pathname.length ?? 1;
      return sum;
    }),
    peer(NODE_NEW_URL, "parse+resolve", (inputs) => {
      let sum = 0;
      for (const input of inputs) {
        try {
          sum += new URL(input, base).href.length;
        } catch {
          sum += 1;
        }
      }
      return sum;
    }),
    peer("whatwg-url (new URL(input, base))", "parse+resolve", (inputs) => {
      let sum = 0;
      for (const input of inputs) {
        try {
          sum += new WhatwgURL(input, base).href.length;
        } catch {
          sum += 1;
        }
      }
      return sum;
    }),
    peer("url-parse parse", "parse", (inputs) => {
      let sum = 0;
      // An empty location: url-parse resolves against it, which for a relative input changes nothing.
      for (const input of inputs) sum += new URLParse(input, {}).pathname.length;
      return sum;
    }),
    peer("url-parse resolve", "resolve", (inputs) => {
      let sum = 0;
      for (const input of inputs) sum += new URLParse(input, base).href.length;
      return sum;
    }),
    peer("uri-js parse", "parse", (inputs) => {
      let sum = 0;
      for (const input of inputs) sum += (uriJs.parse(input).path ?? "").length;
      return sum;
    }),
    peer("uri-js resolve", "resolve", (inputs) => {
      let sum = 0;
      for (const input of inputs) sum += uriJs.resolve(base, input).length;
      return sum;
    }),
    peer("fast-uri parse", "parse", (inputs) => {
      let sum = 0;
      for (const input of inputs) sum += (fastUri.parse(input).path ?? "").length;
      return sum;
    }),
    peer("fast-uri resolve", "resolve", (inputs) => {
      let sum = 0;
      for (const input of inputs) {
        try {
          sum += fastUri.resolve(base, input).length;
        } catch {
          sum += 1;
        }
      }
      return sum;
    }),
    peer("RFC 3986 Appendix B regex (split only)", "parse", (inputs) => {
      let sum = 0;
      for (const input of inputs) sum += APPENDIX_B.exec(input)?.[5]?.length ?? 0;
      return sum;
    }),
  ];
  return peers.filter((p) => include(p.name)).map((p) => ({ ...p, name: `${p.name}${suffixOf(corpus)}`, corpus }));
}

/**
 * The peers that also run on the real-pages corpus: Node's (the goals are set against it) and the
 * two whose targets the synthetic corpus holds; whatwg-url alone takes longer than all the others
 * together, and the rest add nothing the goals need.
 */
const REAL_PAGES_PEERS = new Set([NODE_URL_PARSE, NODE_NEW_URL, "url-parse parse", "url-parse resolve", "uri-js parse", "uri-js resolve"]);

function grammarVariant(variant: keyof typeof VARIANTS): GrammarVariant {
  const descriptor: VariantDescriptor = registry.VARIANTS[variant];
  if (descriptor.kind !== "grammar") throw new Error(`the ${variant} variant has no grammar`);
  return descriptor;
}

/** webaddr's parse and resolve and the generated grammar parser, on one corpus. */
function webaddrTasks(corpus: BenchCorpus): BenchTask[] {
  return [
    webaddrParse("html5-2009", corpus),
    webaddrParse("rfc3986", corpus),
    webaddrResolve("html5-2009", "utf-8", corpus),
    webaddrResolve("html5-2009", "windows-1252", corpus),
    webaddrResolve("rfc3986", "utf-8", corpus),
    grammarOnly(GRAMMAR_LABEL, "html5-2009", grammarVariant("html5-2009").grammar.parser, corpus),
  ];
}

export function benchTasks(): BenchTask[] {
  const tasks = webaddrTasks("synthetic");
  const reference = peggyReferenceParser("html5-2009", "spans");
  tasks.push(grammarOnly("stock Peggy reference", "html5-2009", reference), webaddrParseWithPeggy("html5-2009", reference));
  tasks.push(recordFloorTask("synthetic", suffixOf("synthetic")));
  const realPages = [...webaddrTasks("real-pages"), recordFloorTask("real-pages", suffixOf("real-pages")), ...peerTasks("real-pages", (name) => REAL_PAGES_PEERS.has(name))];
  return [...tasks, ...abnfOnlyTasks(), ...peerTasks("synthetic"), ...realPages];
}

/** The tasks the memory and scaling measurements use, by name. */
export const PARSE_HTML5 = "webaddr parse html5-2009";
export const RESOLVE_HTML5 = "webaddr resolve html5-2009 utf-8";
export const RESOLVE_HTML5_1252 = "webaddr resolve html5-2009 windows-1252";
/** The generated html5-2009 parser alone (docs/performance.md, "Targets", sets a goal for it). */
export const GRAMMAR_HTML5 = `grammar only html5-2009 (${GRAMMAR_LABEL})`;
