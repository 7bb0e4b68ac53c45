/**
 * What the benchmark times: webaddr's parse and resolve, the grammar parsers alone, and the
 * peers on the same inputs. Each task runs over a whole list of inputs and returns a checksum
 * (so the engine cannot drop the work); the runner times it.
 */
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastUri from "fast-uri";
import URLParse from "url-parse";
import * as uriJs from "uri-js";
import { URL as WhatwgURL } from "whatwg-url";
import type { CompiledGrammar } from "../../src/grammar/grammar-node.js";
import type { GrammarVariant, VariantDescriptor } from "../../src/variants/variant.js";
import type { VARIANTS } from "../../src/variants/registry.js";
import { abnfOnlyTasks } from "./abnf-only-tasks.js";
import { BENCH_BASE } from "./corpus.js";
import { parseWithModule, registry, webaddr } from "./library.js";

const { parse, resolve } = webaddr;

/**
 * What a task does, so that ratios compare like with like: "parse" tasks against the peers'
 * parse, "resolve" tasks against the peers' resolve. Node's URL and whatwg-url have no separate
 * parse (WHATWG URL parsing always resolves against a base), so they are "parse+resolve" and are
 * the reference for both.
 */
export type TaskKind = "parse" | "resolve" | "parse+resolve" | "grammar";

export interface BenchTask {
  readonly name: string;
  readonly kind: TaskKind;
  /** Whose code runs: webaddr's own, or a peer's. */
  readonly owner: "webaddr" | "peer";
  run(inputs: readonly string[]): number;
}

/** RFC 3986 Appendix B, verbatim (with "s" so "." also matches line breaks): split only, never fails. */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;

function webaddrParse(variant: string): BenchTask {
  return {
    name: `webaddr parse ${variant}`,
    kind: "parse",
    owner: "webaddr",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        const r = parse(input, { variant });
        sum += r.ok ? r.components.path.length : r.error.offset;
      }
      return sum;
    },
  };
}

function webaddrResolve(variant: string, encoding: string): BenchTask {
  return {
    name: `webaddr resolve ${variant}${variant === "html5-2009" ? ` ${encoding}` : ""}`,
    kind: "resolve",
    owner: "webaddr",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        const r = resolve(input, BENCH_BASE, { variant, encoding });
        sum += r.ok ? r.href.length : 1;
      }
      return sum;
    },
  };
}

/**
 * parse() with Peggy's parser in place of the generated one: everything else as parse() does it,
 * so the difference to parse() is what the code generator gained for parse().
 */
function webaddrParseWithPeggy(variant: keyof typeof VARIANTS, reference: CompiledGrammar): BenchTask {
  const descriptor = registry.VARIANTS[variant];
  const withPeggy = { ...descriptor, grammar: { ...grammarOf(variant), parser: reference } };
  return {
    name: `webaddr parse ${variant}, stock Peggy parser in its place`,
    kind: "parse",
    owner: "webaddr",
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

/** The grammar parser alone (after HTML5's space stripping): what the layers above it cost shows as the difference. */
function grammarOnly(label: string, variant: keyof typeof VARIANTS, parser: CompiledGrammar): BenchTask {
  const descriptor = grammarVariant(variant);
  const startRule = grammarOf(variant).startRule;
  return {
    name: `grammar only ${variant} (${label})`,
    kind: "grammar",
    owner: "webaddr",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        const { url } = descriptor.preprocess(input);
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

const peers: BenchTask[] = [
  {
    name: "Node URL (new URL(input, base))",
    kind: "parse+resolve",
    owner: "peer",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        try {
          sum += new URL(input, BENCH_BASE).href.length;
        } catch {
          sum += 1;
        }
      }
      return sum;
    },
  },
  {
    name: "whatwg-url (new URL(input, base))",
    kind: "parse+resolve",
    owner: "peer",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        try {
          sum += new WhatwgURL(input, BENCH_BASE).href.length;
        } catch {
          sum += 1;
        }
      }
      return sum;
    },
  },
  {
    name: "url-parse parse",
    kind: "parse",
    owner: "peer",
    run(inputs) {
      let sum = 0;
      // An empty location: url-parse resolves against it, which for a relative input changes nothing.
      for (const input of inputs) sum += new URLParse(input, {}).pathname.length;
      return sum;
    },
  },
  {
    name: "url-parse resolve",
    kind: "resolve",
    owner: "peer",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) sum += new URLParse(input, BENCH_BASE).href.length;
      return sum;
    },
  },
  {
    name: "uri-js parse",
    kind: "parse",
    owner: "peer",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) sum += (uriJs.parse(input).path ?? "").length;
      return sum;
    },
  },
  {
    name: "uri-js resolve",
    kind: "resolve",
    owner: "peer",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) sum += uriJs.resolve(BENCH_BASE, input).length;
      return sum;
    },
  },
  {
    name: "fast-uri parse",
    kind: "parse",
    owner: "peer",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) sum += (fastUri.parse(input).path ?? "").length;
      return sum;
    },
  },
  {
    name: "fast-uri resolve",
    kind: "resolve",
    owner: "peer",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        try {
          sum += fastUri.resolve(BENCH_BASE, input).length;
        } catch {
          sum += 1;
        }
      }
      return sum;
    },
  },
  {
    name: "RFC 3986 Appendix B regex (split only)",
    kind: "parse",
    owner: "peer",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) sum += APPENDIX_B.exec(input)?.[5]?.length ?? 0;
      return sum;
    },
  },
];

function grammarVariant(variant: keyof typeof VARIANTS): GrammarVariant {
  const descriptor: VariantDescriptor = registry.VARIANTS[variant];
  if (descriptor.kind !== "grammar") throw new Error(`the ${variant} variant has no grammar`);
  return descriptor;
}

function grammarOf(variant: keyof typeof VARIANTS): GrammarVariant["grammar"] {
  return grammarVariant(variant).grammar;
}

const GENERATED = fileURLToPath(new URL("../../generated/", import.meta.url));

/** The stock Peggy parser the build keeps as the reference (generated/<variant>.peggy.js), when there is one. */
async function referenceParser(variant: string): Promise<CompiledGrammar | undefined> {
  const file = `${GENERATED}${variant}.peggy.js`;
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as CompiledGrammar;
}

export async function benchTasks(): Promise<BenchTask[]> {
  const tasks: BenchTask[] = [
    webaddrParse("html5-2009"),
    webaddrParse("rfc3986"),
    webaddrResolve("html5-2009", "utf-8"),
    webaddrResolve("html5-2009", "windows-1252"),
    webaddrResolve("rfc3986", "utf-8"),
    grammarOnly("the parser parse() uses", "html5-2009", grammarOf("html5-2009").parser),
  ];
  const reference = await referenceParser("html5-2009");
  if (reference !== undefined) tasks.push(grammarOnly("stock Peggy reference", "html5-2009", reference), webaddrParseWithPeggy("html5-2009", reference));
  return [...tasks, ...abnfOnlyTasks(), ...peers];
}

/** The tasks the memory and scaling measurements use, by name. */
export const PARSE_HTML5 = "webaddr parse html5-2009";
export const PARSE_RFC3986 = "webaddr parse rfc3986";
export const RESOLVE_HTML5 = "webaddr resolve html5-2009 utf-8";
