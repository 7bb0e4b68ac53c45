/**
 * Runs a grammar's simplified IR (ir.ts) directly, for where code may not be evaluated: the web
 * page's Content-Security-Policy forbids eval, so a Peggy overlay cannot be compiled to a parser
 * there, by Peggy or by emit-js.ts. Each IR node becomes a closure of the position that returns
 * the position after its match, or -1 — the meaning of emit-js.ts's code, operation for
 * operation:
 *
 * - matching closures push nodes on one stack (`out`) in input order, and whoever handles a
 *   failure (a choice, a repetition, a rule, a predicate) truncates it back;
 * - recording closures, run only when matching fails, build no nodes and record each failed
 *   test's expectations at the farthest position (Peggy's peg$fail); inside &, ! and display
 *   names nothing is recorded (Peggy's silentFails), so there the matching closures run;
 * - parse() and match() are generate-parser.ts's peg$parse and peg$match: the same nodes, the
 *   same failure (offset, expectations, then Peggy's message, found and location), thrown as
 *   Peggy's own SyntaxError (the class of the parser Peggy generated for its grammar language,
 *   which generate-parser.ts writes into every parser).
 *
 * Positions need no restoring (each closure's caller keeps its own); only the node stack does.
 * Two of emit-js.ts's shortcuts are taken too, for speed: a repetition of a character test is
 * one loop, and a choice first tries the code units only its leading character tests accept.
 */
import peggy from "peggy";
import type { PeggyExpectation } from "../describe-expectation.js";
import type { CompiledGrammar, GrammarMismatch, GrammarNode } from "../grammar-node.js";
import { setKey, type CodeUnitSet } from "./code-unit-set.js";
import { choiceShortcut, expectationObject } from "./emit-js.js";
import { StartUnitAnalysis } from "./first-units.js";
import { cached, type Expectation, type IR, type IRRule } from "./ir.js";

/** A compiled IR node: the position after its match, or -1. */
type Step = (p: number) => number;

/** Peggy's peg$computePosDetails: lines counted at U+000A only, columns in code units, both from 1. */
function positionAt(input: string, offset: number): peggy.Location {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (input.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset, line, column: offset - lineStart + 1 };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/** A CompiledGrammar with match(), and the class of its errors (as a generated module exports it). */
export function interpretRules(rules: readonly IRRule[], allowedStartRules: readonly string[]): CompiledGrammar & { readonly SyntaxError: typeof peggy.parser.SyntaxError } {
  // The state of the current parse, shared by every closure (one parse at a time: nothing a
  // grammar runs can call back into the parser).
  let input = "";
  let out: GrammarNode[] = [];
  let failPos = 0;
  let failExpected: PeggyExpectation[] = [];

  // Peggy's peg$fail for a list of expectations recorded at one position, in order.
  function record(pos: number, expectations: readonly PeggyExpectation[]): void {
    if (pos < failPos) return;
    if (pos > failPos) {
      failPos = pos;
      failExpected = [];
    }
    for (let i = 0; i < expectations.length; i++) failExpected.push(expectations[i]!);
  }

  const lists = new Map<string, readonly PeggyExpectation[]>();
  const expectationList = (list: readonly Expectation[]): readonly PeggyExpectation[] => cached(lists, JSON.stringify(list), () => deepFreeze(list.map(expectationObject)));
  const tables = new Map<string, Uint8Array>();
  // table[c] === 1 when code unit c is in the set (undefined past its end, and for NaN).
  const tableOf = (set: CodeUnitSet): Uint8Array =>
    cached(tables, setKey(set), () => {
      const table = new Uint8Array(set.length === 0 ? 0 : set[set.length - 1]![1] + 1);
      for (const [lo, hi] of set) table.fill(1, lo, hi + 1);
      return table;
    });

  const index = new Map(rules.map((r, i) => [r.name, i]));
  const startUnits = { startUnits: new StartUnitAnalysis(rules) };
  const matchRules: Step[] = [];
  const recordRules: Step[] = [];

  function compile(ir: IR, recording: boolean): Step {
    switch (ir.k) {
      case "empty":
        return (p) => p;
      case "set": {
        const expect = expectationList(ir.expect);
        const table = tableOf(ir.set);
        return recording
          ? (p) => {
              if (p < input.length && table[input.charCodeAt(p)] === 1) return p + 1;
              record(p, expect);
              return -1;
            }
          : (p) => (p < input.length && table[input.charCodeAt(p)] === 1 ? p + 1 : -1);
      }
      case "str": {
        const { text, ignoreCase } = ir;
        const n = text.length;
        const expect = expectationList([ir.expect]);
        // Peggy compares substr(p, n), lower-cased when case-insensitive, with the text.
        const lower = text.toLowerCase();
        const test: (p: number) => boolean = ignoreCase ? (p) => input.substr(p, n).toLowerCase() === lower : (p) => input.startsWith(text, p);
        return recording
          ? (p) => {
              if (test(p)) return p + n;
              record(p, expect);
              return -1;
            }
          : (p) => (test(p) ? p + n : -1);
      }
      case "seq": {
        const steps = ir.items.map((i) => compile(i, recording));
        if (steps.length === 2) {
          const [a, b] = steps as [Step, Step];
          return (p) => {
            const q = a(p);
            return q < 0 ? -1 : b(q);
          };
        }
        return (p) => {
          for (let i = 0; i < steps.length; i++) {
            p = steps[i]!(p);
            if (p < 0) return -1;
          }
          return p;
        };
      }
      case "choice": {
        const steps = ir.alts.map((a) => compile(a, recording));
        const tryEach: Step = (p) => {
          const m = out.length;
          for (let i = 0; i < steps.length; i++) {
            const q = steps[i]!(p);
            if (q >= 0) return q;
            if (out.length !== m) out.length = m;
          }
          return -1;
        };
        const shortcut = recording ? [] : choiceShortcut(ir.alts, startUnits);
        if (shortcut.length === 0) return tryEach;
        const table = tableOf(shortcut);
        return (p) => (p < input.length && table[input.charCodeAt(p)] === 1 ? p + 1 : tryEach(p));
      }
      case "rep": {
        const { min } = ir;
        const max = ir.max ?? Infinity;
        if (ir.body.k === "set") {
          // One code unit per iteration: the count is the distance moved. The loop stops at the
          // maximum (nothing recorded: the test is not made) or where the test fails.
          const table = tableOf(ir.body.set);
          const expect = expectationList(ir.body.expect);
          return (p) => {
            const start = p;
            const end = Math.min(input.length, start + max);
            while (p < end && table[input.charCodeAt(p)] === 1) p++;
            if (recording && p - start < max) record(p, expect);
            return p - start < min ? -1 : p;
          };
        }
        const body = compile(ir.body, recording);
        return (p) => {
          let n = 0;
          while (n < max) {
            const m = out.length;
            const q = body(p);
            if (q < 0) {
              if (out.length !== m) out.length = m;
              break;
            }
            p = q;
            n++;
          }
          return n < min ? -1 : p;
        };
      }
      case "and":
      case "not": {
        // Silent: the matching closures; the position and the nodes are put back either way.
        const body = compile(ir.body, false);
        const and = ir.k === "and";
        return (p) => {
          const m = out.length;
          const q = body(p);
          out.length = m;
          return q < 0 === and ? -1 : p;
        };
      }
      case "call": {
        const i = index.get(ir.rule);
        if (i === undefined) throw new Error(`webaddr's IR interpreter: no rule "${ir.rule}"`);
        const fns = recording ? recordRules : matchRules;
        return (p) => fns[i]!(p);
      }
      case "named": {
        const body = compile(ir.body, false);
        if (!recording) return body;
        // Peggy: silentFails++ around the rule, then, if it failed, one "other" expectation at
        // the position where it started.
        const expect = expectationList([{ type: "other", description: ir.description }]);
        return (p) => {
          const m = out.length;
          const q = body(p);
          out.length = m;
          if (q >= 0) return q;
          record(p, expect);
          return -1;
        };
      }
    }
  }

  for (const rule of rules) {
    const body = compile(rule.body, false);
    const name = rule.name;
    matchRules.push(
      rule.kind === "node"
        ? (p) => {
            const m0 = out.length;
            const end = body(p);
            if (end < 0) {
              out.length = m0;
              return -1;
            }
            out.push({ rule: name, start: p, end, children: out.length === m0 ? [] : out.splice(m0) });
            return end;
          }
        : (p) => {
            const m0 = out.length;
            const end = body(p);
            if (end < 0 && out.length !== m0) out.length = m0;
            return end;
          },
    );
    recordRules.push(compile(rule.body, true));
  }

  const starts = new Set(allowedStartRules);
  const startIndex = (rule: string): number => {
    const i = starts.has(rule) ? index.get(rule) : undefined;
    if (i === undefined) throw new Error(`Can't start parsing from rule "${rule}".`);
    return i;
  };
  const EMPTY = Object.freeze([]) as unknown as GrammarNode[];

  /** Runs the matching closures from rule i: the nodes, or undefined when the input does not match. */
  function run(text: string, i: number): GrammarNode[] | undefined {
    input = text;
    out = [];
    const end = matchRules[i]!(0);
    const nodes = out;
    out = [];
    if (end !== text.length) return undefined;
    input = "";
    return nodes.length === 0 ? EMPTY : nodes;
  }

  // The recording pass (generate-parser.ts's peg$mismatch): where the input stopped matching, and the expectations recorded there.
  function mismatch(i: number): GrammarMismatch {
    failPos = 0;
    failExpected = [];
    const end = recordRules[i]!(0);
    out = [];
    const text = input;
    input = "";
    if (end === text.length) throw new Error("webaddr's IR interpreter: the matching and recording passes disagree (an interpreter bug)");
    // Peggy: a start rule that matched but not up to the end fails with "end of input" expected there.
    if (end >= 0) record(end, [{ type: "end" }]);
    const result = { offset: failPos, expected: failExpected };
    failExpected = [];
    return result;
  }

  return {
    StartRules: allowedStartRules,
    SyntaxError: peggy.parser.SyntaxError,
    parse(text: string, options: { startRule?: string; grammarSource?: unknown } = {}) {
      const i = startIndex(options.startRule || allowedStartRules[0]!);
      const nodes = run(text, i);
      if (nodes !== undefined) return nodes;
      const { offset: pos, expected } = mismatch(i);
      // Peggy's peg$getUnicode and peg$computeLocation.
      const found = pos < text.length ? String.fromCodePoint(text.codePointAt(pos)!) : null;
      const location = { source: options.grammarSource, start: positionAt(text, pos), end: positionAt(text, pos < text.length ? pos + 1 : pos) };
      const peggyExpected = expected as peggy.parser.Expectation[];
      throw new peggy.parser.SyntaxError(peggy.parser.SyntaxError.buildMessage(peggyExpected, found as string), peggyExpected, found, location);
    },
    match(text, startRule) {
      const i = startIndex(startRule);
      return run(text, i) ?? mismatch(i);
    },
  };
}
