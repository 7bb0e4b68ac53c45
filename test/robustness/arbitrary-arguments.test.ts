import { expect } from "chai";
import fc from "fast-check";
import * as compareEntry from "../../src/compare/index.js";
import * as documentsEntry from "../../src/documents/index.js";
import * as mainEntry from "../../src/index.js";
import { FUZZ_RUNS, FUZZ_SEED, urlishString } from "../support/arbitraries.js";

const URL_DECOMPOSITION_NAMES = ["protocol", "host", "hostname", "port", "pathname", "search", "hash"];

/**
 * "No input makes any public function throw" (docs/design.md): every function the package's
 * entry points export, called with whatever a JavaScript caller can pass — null or a number as
 * options, `document: null`, a non-array xmlBase, a Proxy whose getters throw, a document that is
 * its own creator — and with every variant. A result comes back; nothing is thrown.
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

const hostile = fc.constantFrom<unknown>(throwingProxy, cyclicDocument, Symbol("s"), () => 1, Object.create(null), [null], { toString: () => { throw new Error("toString"); } }, 10n, NaN, -1);

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
const meant = fc.constantFrom<unknown>(
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
const poisoned = fc.constantFrom<unknown>(
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
);
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

/** Calls fn as a function, or with new for the classes; consumes an async iterator a little. */
async function call(name: string, fn: Callable, args: unknown[]): Promise<void> {
  const isClass = /^class\b/.test(Function.prototype.toString.call(fn));
  const result = isClass ? new (fn as unknown as new (...a: unknown[]) => unknown)(...args) : fn(...args);
  if (result !== null && typeof result === "object" && Symbol.asyncIterator in result) {
    let n = 0;
    for await (const _ of result as AsyncIterable<unknown>) if (++n > 3) break;
  } else if (result instanceof Promise) await result;
  void name;
}

const ENTRIES: [string, Record<string, unknown>][] = [
  ["webaddr", mainEntry],
  ["webaddr/documents", documentsEntry],
  ["webaddr/compare", compareEntry],
];

describe("every exported function, any arguments: a result, never an exception", function () {
  this.timeout(120_000);
  const runs = Math.max(20, Math.floor(FUZZ_RUNS / 40));
  for (const [entryName, entry] of ENTRIES) {
    for (const [name, fn] of exportedFunctions(entry)) {
      it(`${entryName}: ${name}`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(argument, { maxLength: 4 }), async (args) => {
            await call(name, fn, args);
          }),
          { numRuns: runs, seed: FUZZ_SEED },
        );
      });
      it(`${entryName}: ${name}, given its own values whole or with a hostile value inside`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(nearArgument, { maxLength: 4 }), async (args) => {
            await call(name, fn, args);
          }),
          { numRuns: runs, seed: FUZZ_SEED },
        );
      });
    }
  }

  it("resolve with every variant, and every option value: the error names the argument", () => {
    for (const variant of mainEntry.VARIANT_IDS) {
      for (const [label, options, base] of [
        ["null options", null, "http://a/"],
        ["a number as options", 7, "http://a/"],
        ["a number as encoding", { variant, encoding: 5 }, "http://a/"],
        ["document: null", { variant }, { document: null }],
        ["a string as xmlBase", { variant }, { document: { address: "http://a/" }, xmlBase: "nope" }],
        ["a document that is its own creator", { variant }, { document: cyclicDocument }],
        ["a throwing Proxy as base", { variant }, throwingProxy],
        ["a throwing Proxy as options", throwingProxy, "http://a/"],
      ] as const) {
        const result = mainEntry.resolve("x", base as mainEntry.ResolveBase, options as mainEntry.ResolveCallOptions);
        expect(result.ok, `${variant}: ${label}`).to.equal(options === null);
        if (!result.ok) expect(result.error.message).to.be.a("string").and.not.equal("");
      }
    }
  });
});
