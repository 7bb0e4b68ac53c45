import { expect } from "chai";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import type * as CompareEntry from "../../src/compare/index.js";
import type * as DocumentsEntry from "../../src/documents/index.js";
import type * as MainEntry from "../../src/index.js";
import type * as WorkbenchEntry from "../../src/workbench/index.js";
import { FUZZ_RUNS, FUZZ_SEED, urlishString } from "../support/arbitraries.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF, PIPE_IN_QUERY_PEGGY } from "../workbench/overlay-files.js";

/**
 * The package's entry points as a user imports them: every subpath of package.json's "exports"
 * (but package.json itself), loaded from the built dist/, so that a new entry point or a new
 * export is called below without this file naming it.
 */
const PACKAGE_ROOT = new URL("../../", import.meta.url);
const packageExports = (JSON.parse(readFileSync(new URL("package.json", PACKAGE_ROOT), "utf8")) as { exports: Record<string, string | { default: string }> }).exports;
const ENTRIES: [string, Record<string, unknown>][] = [];
for (const [subpath, target] of Object.entries(packageExports)) {
  const file = typeof target === "string" ? target : target.default;
  if (!file.endsWith(".js")) continue;
  ENTRIES.push([`webaddr${subpath.slice(1)}`, (await import(new URL(file, PACKAGE_ROOT).href)) as Record<string, unknown>]);
}
const entry = (name: string): Record<string, unknown> => ENTRIES.find(([n]) => n === name)![1];
const mainEntry = entry("webaddr") as unknown as typeof MainEntry;
const documentsEntry = entry("webaddr/documents") as unknown as typeof DocumentsEntry;
const compareEntry = entry("webaddr/compare") as unknown as typeof CompareEntry;

const workbenchEntry = entry("webaddr/workbench") as unknown as typeof WorkbenchEntry;

/** The TypeError of a wrong-typed argument of `name`: its message names the function (or its class) and an argument. */
function isArgumentTypeError(name: string, thrown: unknown): boolean {
  return thrown instanceof TypeError && thrown.message.startsWith(`webaddr.${name}`) && /argument "[^"]+"/.test(thrown.message);
}

const URL_DECOMPOSITION_NAMES = ["protocol", "host", "hostname", "port", "pathname", "search", "hash"];

/**
 * "Types are the contract" (docs/design.md): every function the package's entry points export,
 * called with whatever a JavaScript caller can pass — null or a number as options, `document:
 * null`, a non-array xmlBase, a Proxy whose getters throw, a document that is its own creator —
 * and with every variant. A result comes back, or a TypeError whose message names the function
 * and the argument ("webaddr.NAME: … argument \"…\""); nothing else is thrown.
 */

/** A Proxy whose property reads throw (but for what fast-check itself reads to print a counterexample). */
const throwingProxy = new Proxy(
  {},
  {
    get: (target, key) => {
      if (typeof key === "symbol" || key === "toString" || key === "constructor" || key === "valueOf") return Reflect.get(target, key) as unknown;
      throw new Error(`trap: ${key}`);
    },
  },
);
const cyclicDocument: { address: string; creator?: unknown } = { address: "about:blank" };
cyclicDocument.creator = cyclicDocument;

/** An object whose getters throw (no Proxy), and a revoked Proxy (every operation on it throws, Array.isArray too). */
const throwingGetters = Object.defineProperties({}, Object.fromEntries(["address", "document", "variant", "variants", "elements", "name", "input", "length"].map((key) => [key, { enumerable: true, get: () => { throw new Error(`getter: ${key}`); } }])));
const revoked = Proxy.revocable({}, {});
revoked.revoke();
/** A long input: 200,000 code units, past what any fixture holds but fast enough to run every variant on. */
const hugeString = `http://h/${"%a/..".repeat(40_000)}`;

const HOSTILE_VALUES: readonly unknown[] = [throwingProxy, throwingGetters, revoked.proxy, hugeString, cyclicDocument, Symbol("s"), () => 1, Object.create(null), [null], { toString: () => { throw new Error("toString"); } }, 10n, NaN, -1, undefined, null];
// fast-check asks each constant whether it can be cloned, which a revoked Proxy throws for: that one only in the calls above.
const hostile = fc.constantFrom<unknown>(...HOSTILE_VALUES.filter((v) => v !== revoked.proxy));

/**
 * The values the functions are meant to be given — a parsed document, its elements, a comparison
 * record, a result, a pair, a summary, names of attributes, components and variants — whole, and
 * with a hostile value put inside them, so the algorithms behind the checks run too; and iterables
 * whose iteration throws.
 */
const parsedDocument = documentsEntry.parseHTMLDocument(
  '<html><head><base href="/b/"><meta charset="utf-8"></head><body><a href="x" ping="p q" xml:base="/x/">a</a><q cite="c"></q><svg xml:base="s/"><a href="y"/></svg></body></html>',
  { address: "http://example.com/d/p" },
);
if (!parsedDocument.ok) throw new Error(parsedDocument.error.message);
const realDocument = parsedDocument.document;
const realElement = realDocument.elements.find((e) => e.localName === "a")!;
const realRecord = compareEntry.compareOne("http://a/b c", 0, { variants: ["html5-2009", "rfc3986", "whatwg"], base: "http://x/" });
if (realRecord.kind !== "compared") throw new Error("compareOne gave a problem");
const summaryBuilder = new compareEntry.CompareSummaryBuilder(["html5-2009", "rfc3986", "whatwg"]);
summaryBuilder.add(realRecord);
const realSummary = summaryBuilder.summary();
const throwingIterables: unknown[] = [
  { *[Symbol.iterator]() { yield "http://a/"; throw new Error("iterating threw"); } },
  { async *[Symbol.asyncIterator]() { yield "http://a/"; throw new Error("async iterating threw"); } },
  { [Symbol.iterator]: () => ({ next: () => null }) },
  { [Symbol.iterator]: () => { throw new Error("no iterator"); } },
  { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error("rejected")) }) },
  [throwingProxy, realRecord, null],
];

/**
 * The workbench's values, as a user builds them: a variant from an overlay pair on disk (the
 * worked example of docs/workbench.md), its oracle, a run, a divergence, trees, verdict stores;
 * and for each of its functions a call as meant, which the calls below put hostile values into.
 */
const overlays = overlayFolder();
after(() => overlays.cleanup());
const abnfPath = overlays.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
overlays.write("pipe.peggy", PIPE_IN_QUERY_PEGGY);
const spec = { base: "rfc3986", overlays: [abnfPath] };
const inMemory = { readFile: (path: string) => ({ "q.abnf": PIPE_IN_QUERY_ABNF, "q.peggy": PIPE_IN_QUERY_PEGGY })[path.replace(/^.*\//, "")] ?? "", exists: (path: string) => path.endsWith(".peggy") };
const builtVariant = workbenchEntry.buildRuntimeVariant(spec);
if (!builtVariant.ok) throw new Error(builtVariant.errors[0]!.message);
const variant = builtVariant.variant;
const builtOracle = workbenchEntry.oracleForVariant(variant);
const baseOracle = workbenchEntry.oracleForVariant(variant.workbench.base);
if (!builtOracle.ok || !baseOracle.ok) throw new Error("no oracle");
const oracle = builtOracle.oracle;
const run = workbenchEntry.runOracle(oracle, "http://a/?b|c", { trackExpected: true });
const divergence = workbenchEntry.analyseAmbiguity(baseOracle.oracle, "//1.2.3.4").divergence;
const trace = workbenchEntry.traceBoth(variant, oracle, "http://a/?b|c");
if ("error" in run || divergence === undefined || !trace.peg.ok || trace.abnf.accepted !== true) throw new Error("the workbench's values are not what the calls below need");
const verdicts = workbenchEntry.memoryVerdicts();
const MEANT_WORKBENCH_CALLS: Record<string, unknown[]> = {
  buildRuntimeVariant: [{ base: "html5-2009", overlays: ["q.abnf"] }, inMemory],
  buildCheckedRuntimeVariant: [spec, { verdicts: workbenchEntry.diskVerdicts }],
  memoryVerdicts: [],
  registerRuntimeVariants: [],
  oracleForVariant: [variant],
  runOracle: [oracle, "http://a/?b|c", { trackExpected: true, rule: oracle.startRule }],
  preferredParse: [run],
  checkEquivalence: [variant, oracle, { count: 20, inputs: new Set(["http://a/?b|c"]) }],
  analyseAmbiguity: [baseOracle.oracle, "//1.2.3.4", 10],
  traceBoth: [variant, oracle, "http://a/?b|c"],
};

/** The methods of what the workbench returns (the oracle's own OracleRun and PreferredParse), each with a call as meant. */
const preferred = workbenchEntry.preferredParse(run);
if (!("tree" in preferred)) throw new Error("no preferred parse");
const MEANT_METHOD_CALLS: Record<string, [Callable, unknown[]]> = {
  "runOracle(…).projections": [run.projections.bind(run) as Callable, [4]],
  "runOracle(…).count": [run.count.bind(run) as Callable, [10]],
  "preferredParse(…).tree": [preferred.tree.bind(preferred) as Callable, [oracle.startRule, (r: number) => oracle.machine.rules[r]!.name]],
};

/** Copies of what the workbench built: a copy is taken by its shape; one poisoned inside breaks its caller's contract (see poisoned). */
const LOOKALIKES: readonly unknown[] = [{ ...variant }, { ...oracle, machine: {} }, { ...divergence, derivations: null }];

const meant = fc.constantFrom<unknown>(
  ...new Set(Object.values(MEANT_WORKBENCH_CALLS).flat()),
  verdicts,
  workbenchEntry.diskVerdicts,
  realDocument,
  realDocument.elements,
  realElement,
  realRecord,
  realRecord.results[0],
  realRecord.pairs?.[0],
  realSummary,
  realDocument.encoding,
  ...URL_DECOMPOSITION_NAMES,
  "fragment",
  "href",
  { allowUnassigned: true, useSTD3ASCIIRules: true },
  { variants: ["html5-2009", "rfc3986"] },
  { kind: "xml:base", element: 3, value: "/z/" },
  { kind: "move", element: 3, to: realDocument },
  ...throwingIterables,
);
const POISONED: readonly unknown[] = [
  { ...realDocument, elements: [...realDocument.elements.slice(0, 3), throwingProxy] },
  { ...realDocument, context: throwingProxy },
  { ...realDocument, context: cyclicDocument },
  { ...realDocument, encoding: { ...realDocument.encoding, notes: [10n] } },
  { ...realElement, attributes: [{ name: "href", value: throwingProxy }] },
  { ...realElement, attributes: throwingProxy },
  [realElement, throwingProxy],
  { ...realRecord, results: [throwingProxy, null] },
  { ...realRecord, results: [{ ...realRecord.results[0], except: { rfc3986: { spans: [1, 2] } } }] },
  { ...realRecord, pairs: [{ ...realRecord.pairs?.[0], variants: ["nope", "html5-2009"] }] },
  { ...realRecord, index: 10n },
  { ...realSummary, pairs: 5 },
  { ...realSummary, classes: throwingProxy },
  { ...realSummary, pairs: [{ ...realSummary.pairs[0], rejectedOnlyBy: throwingProxy }] },
  { ...variant },
  { ...oracle, machine: throwingProxy },
  { ...spec, overlays: [abnfPath, throwingProxy] },
  { ...inMemory, readFile: () => { throw new Error("readFile threw"); } },
  { ...inMemory, exists: () => { throw throwingProxy; } },
  { ...inMemory, readFile: () => 10n },
  { verdicts: { read: () => throwingProxy, write: () => undefined } },
  [{ ...trace.peg.tree[0], children: throwingProxy }],
  { ...oracle, machine: throwingProxy },
  ...throwingIterables,
];
const poisoned = fc.constantFrom<unknown>(...POISONED);
/**
 * Values webaddr made with a hostile value inside, and iterables whose iteration throws: the deep
 * structure of what webaddr made is trusted as its type says (only the fields a type is told
 * apart by are checked), so a call given one may throw what the hostile value throws.
 */
const isPoisoned = (args: readonly unknown[]): boolean => args.some((a) => POISONED.includes(a));
const variantValue = fc.oneof(fc.constantFrom<unknown>(...mainEntry.VARIANT_IDS), fc.constantFrom<unknown>("html5-2009+x.peggy", "nope", 3, null, {}, throwingProxy));
const optionsValue = fc.oneof(
  fc.constantFrom<unknown>(undefined, null, 0, "html5-2009", [], throwingProxy),
  fc.record(
    {
      variant: variantValue,
      encoding: fc.oneof(fc.constantFrom<unknown>("utf-8", "windows-1252", "shift_jis", "x-unknown", 5, null), hostile),
      trace: fc.constantFrom<unknown>(true, false, "yes", null),
      iregNameToASCII: fc.constantFrom<unknown>(true, false, 1),
      documentEncoding: fc.constantFrom<unknown>("utf-8", "koi8-r", 7),
      base: fc.oneof(urlishString, hostile),
      workers: fc.constantFrom<unknown>(0, 1, -3, "two"),
    },
    { requiredKeys: [] },
  ),
);
const baseValue = fc.oneof(
  urlishString,
  fc.constantFrom<unknown>("http://a/b/c", null, undefined, 42, { document: null }, { document: { address: 5 } }, { document: { address: "http://a/" }, xmlBase: "x" }),
  fc.record({ document: fc.record({ address: urlishString, encoding: fc.constantFrom<unknown>(undefined, "utf-16", "nope", 3), baseHrefs: fc.oneof(fc.array(urlishString, { maxLength: 2 }), hostile), creator: fc.constantFrom<unknown>(undefined, cyclicDocument, throwingProxy) }, { requiredKeys: ["address"] }), xmlBase: fc.oneof(fc.array(urlishString, { maxLength: 2 }), hostile) }, { requiredKeys: ["document"] }),
  hostile,
);
const argument = fc.oneof(urlishString, optionsValue, baseValue, hostile, fc.anything());
/** Arguments near the ones meant: the functions' own values, whole or poisoned, among hostile ones. */
const nearArgument = fc.oneof(meant, poisoned, hostile, urlishString, optionsValue);

type Callable = (...args: unknown[]) => unknown;

function exportedFunctions(entry: Record<string, unknown>): [string, Callable][] {
  return Object.entries(entry).filter((e): e is [string, Callable] => typeof e[1] === "function");
}

/**
 * Calls fn as a function, or with new for the classes; consumes an iterator (a generator, an
 * async iterator) a little. The result, or the promise's.
 */
async function call(name: string, fn: Callable, args: unknown[]): Promise<unknown> {
  const isClass = /^class\b/.test(Function.prototype.toString.call(fn));
  const result = isClass ? new (fn as unknown as new (...a: unknown[]) => unknown)(...args) : fn(...args);
  if (result === null || typeof result !== "object") return result;
  if (Symbol.asyncIterator in result || (Symbol.iterator in result && "next" in result)) {
    let n = 0;
    for await (const _ of result as AsyncIterable<unknown>) if (++n > 3) break;
  }
  return result instanceof Promise ? ((await result) as unknown) : result;
}

/** Calls as call() does: a result, or a TypeError naming the function and an argument (unless an argument is poisoned inside: then whatever it throws). */
async function callChecked(name: string, fn: Callable, args: unknown[]): Promise<unknown> {
  try {
    return await call(name, fn, args);
  } catch (thrown) {
    if (isPoisoned(args) || isArgumentTypeError(name, thrown)) return thrown;
    throw new Error(`${name}(${args.map((a) => typeof a).join(", ")}) threw what is no argument TypeError: ${thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown)}`, { cause: thrown });
  }
}

/** A failure result: { ok: false, … }, or runOracle's { error }. */
const isFailure = (result: unknown): boolean => typeof result === "object" && result !== null && ((result as { ok?: unknown }).ok === false || typeof (result as { error?: unknown }).error === "string");

describe("every exported function, any arguments: a result, or a TypeError naming the function and the argument", function () {
  this.timeout(120_000);
  const runs = Math.max(20, Math.floor(FUZZ_RUNS / 40));
  it("covers every entry point of package.json's exports", () => {
    expect(ENTRIES.map(([name]) => name)).to.include.members(["webaddr", "webaddr/documents", "webaddr/compare", "webaddr/workbench"]);
  });
  it("webaddr/workbench: every function has a call as meant, and given it, succeeds", async () => {
    const functions = exportedFunctions(workbenchEntry as unknown as Record<string, unknown>);
    expect(Object.keys(MEANT_WORKBENCH_CALLS)).to.have.members(functions.map(([name]) => name));
    for (const [name, fn] of functions) expect(isFailure(await call(name, fn, MEANT_WORKBENCH_CALLS[name]!)), name).to.equal(false);
  });
  for (const [entryName, entry] of ENTRIES) {
    for (const [name, fn] of exportedFunctions(entry)) {
      it(`${entryName}: ${name}, each argument in turn a hostile value (the others meant ones)`, async () => {
        // The workbench's call as meant; else a variant id, and an IRI whose query is not ASCII (which isValidURL takes as far as its options).
        // undefined or null for the workbench's options objects are their defaults (a check of 10,000 inputs), not hostile: the calls below pass them.
        const meantCall = entryName === "webaddr/workbench" ? MEANT_WORKBENCH_CALLS[name] : undefined;
        for (const meantArgs of meantCall === undefined ? [[mainEntry.DEFAULT_VARIANT], ["http://a/b?\u00e9#f"]] : [meantCall]) {
          for (const bad of meantCall === undefined ? HOSTILE_VALUES : [...HOSTILE_VALUES, ...LOOKALIKES]) {
            for (let position = 0; position < (meantCall?.length ?? 3); position++) {
              if (bad == null && meantCall !== undefined && Object.getPrototypeOf(meantCall[position]) === Object.prototype) continue;
              const args: unknown[] = [...meantArgs];
              args[position] = bad;
              await callChecked(name, fn, args);
            }
          }
        }
      });
      it(`${entryName}: ${name}`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(argument, { maxLength: 4 }), async (args) => {
            await callChecked(name, fn, args);
          }),
          { numRuns: runs, seed: FUZZ_SEED },
        );
      });
      it(`${entryName}: ${name}, a symbol as any argument: a result, or the TypeError names ${name} and the argument`, async () => {
        const arity = Math.max(1, fn.length);
        for (let position = 0; position < arity; position++) {
          const args: unknown[] = Array.from({ length: arity }, (_, i) => (entryName === "webaddr/workbench" ? MEANT_WORKBENCH_CALLS[name]?.[i] : ["http://a/", undefined][i]));
          args[position] = Symbol("wrong");
          const outcome = await callChecked(name, fn, args);
          if (outcome instanceof TypeError) expect(outcome.message, `${name}(${position})`).to.match(new RegExp(`^webaddr\\.${name}[.:][^]*argument "`));
        }
      });
      it(`${entryName}: ${name}, given its own values whole or with a hostile value inside`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(nearArgument, { maxLength: 4 }), async (args) => {
            await callChecked(name, fn, args);
          }),
          { numRuns: runs, seed: FUZZ_SEED },
        );
      });
    }
  }

  for (const [name, [method, meantArgs]] of Object.entries(MEANT_METHOD_CALLS)) {
    it(`webaddr/workbench: ${name}, as meant, gives a result`, async () => {
      // The oracle's own objects: their methods are typed, and take what their types say.
      const result = await call(name, method, meantArgs);
      expect(isFailure(result), name).to.equal(false);
      expect(result, name).to.not.equal(undefined);
    });
  }

  it("resolve with every variant, and every option value: the TypeError names resolve and the argument", () => {
    for (const variant of mainEntry.VARIANT_IDS) {
      expect(mainEntry.resolve("x", "http://a/", null as unknown as MainEntry.ResolveCallOptions).ok, `${variant}: null options`).to.equal(true);
      for (const [label, options, base, message] of [
        ["a number as options", 7, "http://a/", 'webaddr.resolve: argument "options" must be an object, got a number (7)'],
        ["a number as encoding", { variant, encoding: 5 }, "http://a/", 'webaddr.resolve: argument "options.encoding" must be a string, got a number (5)'],
        ["document: null", { variant }, { document: null }, 'webaddr.resolve: argument "base.document" must be a document context { address, encoding?, baseElements?, … }, got null'],
        ["a string as xmlBase", { variant }, { document: { address: "http://a/" }, xmlBase: "nope" }, 'webaddr.resolve: argument "base.xmlBase" must be an array of strings, got a string'],
        ["a document that is its own creator", { variant }, { document: cyclicDocument }, 'webaddr.resolve: argument "base.document": creator / srcdoc container documents nest more than 64 deep (a cycle?)'],
        ["a throwing Proxy as base", { variant }, throwingProxy, 'webaddr.resolve: reading argument "base.document" threw: trap: document'],
        ["a throwing Proxy as options", throwingProxy, "http://a/", 'webaddr.resolve: reading argument "options.variant" threw: trap: variant'],
      ] as const) {
        expect(() => mainEntry.resolve("x", base as MainEntry.ResolveBase, options as MainEntry.ResolveCallOptions), `${variant}: ${label}`).to.throw(TypeError, message);
      }
    }
  });
});
