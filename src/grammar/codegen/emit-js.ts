/**
 * IR → JavaScript. Each rule becomes two functions of (input, p, len) that return the position after
 * the match, or -1:
 *
 * - the matching function (f<i>), used for every parse: no failure bookkeeping at all, nodes
 *   pushed on one stack (`out`) in input order — a failed alternative or repetition truncates
 *   the stack back, which is what returning values through Peggy's actions amounts to;
 * - the recording function (e<i>), run only when the first pass fails, to find what Peggy
 *   reports: the farthest position where a test failed and every expectation recorded there, in
 *   order. It builds no nodes. Inside &, ! and named rules nothing is recorded (Peggy's
 *   silentFails), so there it runs the matching functions.
 *
 * Code shape: the position is a local variable; a failure is `break <label>` out of a labeled
 * block to whoever handles it (a choice trying its next alternative, a repetition stopping, the
 * function returning -1), and the handler puts the position and the node stack back where it
 * needs them. Loops allocate nothing; character tests are table lookups (char-tests.ts).
 *
 * The string's methods are called through constants (peg$charCodeAt.call(input, p)) and its
 * length is passed down as len, never read as input.charCodeAt or input.length: V8 looks those up
 * by the kind of string it is given (flat, concatenated, sliced, internalized; one and two bytes
 * per unit), and once a parser has seen more than four kinds the lookup is no longer compiled in
 * and every character costs a call — a few sliced inputs among 10,000 made all of them twice as
 * slow to parse.
 */
import type { PeggyExpectation } from "../describe-expectation.js";
import { CharTests, readUnit } from "./char-tests.js";
import { ALL_CODE_UNITS, complement, has, setKey, union, type CodeUnitSet } from "./code-unit-set.js";
import type { StartUnitAnalysis } from "./first-units.js";
import { cached, canFail, irChildren, restoresPosition, type Expectation, type IR, type IRRule } from "./ir.js";

type EmitMode = "match" | "record";

/** Module-level constants the functions share: character tables and expectation lists. */
export class EmitConstants {
  readonly tests = new CharTests();
  private readonly expectations = new Map<string, string>();
  private readonly declarations: string[] = [];

  /**
   * The name of a constant array holding these expectation objects. They are shared by every
   * failure (Peggy makes new ones per parse), so they are frozen: a caller that changed one
   * would otherwise change the next error.
   */
  expectationList(list: readonly Expectation[]): string {
    return cached(this.expectations, JSON.stringify(list), () => {
      const name = `peg$x${this.expectations.size}`;
      this.declarations.push(`const ${name} = peg$deepFreeze([${list.map(expectationLiteral).join(", ")}]);`);
      return name;
    });
  }

  source(): string {
    return [...this.tests.declarations(), ...this.declarations].join("\n");
  }
}

/**
 * The object a Peggy parser would build (peg$literalExpectation, peg$classExpectation…), same keys
 * in the same order (lower-ast.ts writes them so); a class's parts as a copy, never the AST's own
 * arrays. The interpreter (interpret-ir.ts) uses the objects, this file writes them as literals.
 */
export function expectationObject(e: Expectation): PeggyExpectation {
  return (e.type === "class" ? { ...e, parts: JSON.parse(JSON.stringify(e.parts)) as unknown[] } : { ...e }) as PeggyExpectation;
}

function expectationLiteral(e: Expectation): string {
  return `{ ${Object.entries(expectationObject(e)).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(", ")} }`;
}

export interface RuleNames {
  /** The function name of a rule in a mode. */
  fn(rule: string, mode: EmitMode): string;
  /** Whether the rule's matching function may leave nodes on the stack. */
  pushes(rule: string): boolean;
  /** What each expression can begin with (for the shortcut through choices). */
  readonly startUnits?: StartUnitAnalysis;
}

/**
 * A repetition entered with at least this many code units left begins by skipping the run of
 * its body's shortcut units with a sticky regular expression: a compiled character class scans
 * a long run (a long query, fragment or segment) 3–4 times as fast as the loop, but a call costs
 * what about ten iterations do, so short inputs never make it. (Checking for a long run inside
 * the loop instead cost short inputs 15%.)
 */
const LONG_REMAINDER = 32;

function skipRun(regex: string): string {
  return `p = peg$skipRun(${regex}, input, p);`;
}

/**
 * Puts the node stack back to height m. Writing an array's length is a call into the engine's
 * runtime, even when the length does not change (a fifth of the time of parsing a short URL went
 * there); a failure leaves none or a few nodes to take off, and pop() is compiled inline.
 */
function cutNodes(m: string): string {
  return `while (out.length > ${m}) out.pop();`;
}

/** What a failure handler puts back: the position (from s<n>), the node stack's height (m<n>). */
interface Saved {
  readonly position: boolean;
  readonly nodes: boolean;
}

/** The statement putting back what was saved ("" when nothing was). */
function restoring(saved: Saved, n: number): string {
  return [saved.position ? `p = s${n};` : "", saved.nodes ? cutNodes(`m${n}`) : ""].filter(Boolean).join(" ");
}

/** Whether an expression's matching code may push nodes. */
function mayPush(ir: IR, names: RuleNames): boolean {
  return ir.k === "call" ? names.pushes(ir.rule) : irChildren(ir).some((c) => mayPush(c, names));
}

/**
 * Whether a failure of the expression (as emitted, in matching mode) leaves the node stack as it
 * was, so the handler need not truncate it: nothing that may push comes before a test that may
 * fail. (A rule function truncates its own stack on failure; a choice and a repetition truncate
 * after each alternative or iteration that needs it.)
 */
function nodesUnchanged(ir: IR, names: RuleNames): boolean {
  switch (ir.k) {
    case "named":
      return nodesUnchanged(ir.body, names);
    case "seq": {
      let pushed = false;
      for (const item of ir.items) {
        if (canFail(item) && (pushed || !nodesUnchanged(item, names))) return false;
        if (mayPush(item, names)) pushed = true;
      }
      return true;
    }
    case "choice":
      return nodesUnchanged(ir.alts[ir.alts.length - 1]!, names);
    case "rep":
      return ir.min <= 1 || !mayPush(ir.body, names);
    default:
      return true;
  }
}

/**
 * The code units a choice may test first: see first-units.ts. Empty when the shortcut gains
 * nothing. (The interpreter, interpret-ir.ts, takes the same shortcut.)
 */
export function choiceShortcut(alts: readonly IR[], names: Pick<RuleNames, "startUnits">): CodeUnitSet {
  const analysis = names.startUnits;
  if (analysis === undefined || alts.length < 2) return [];
  let shortcut: CodeUnitSet = [];
  let blocked: CodeUnitSet = [];
  for (const alt of alts) {
    if (alt.k === "set") shortcut = union(shortcut, intersect(alt.set, complement(blocked)));
    const start = analysis.of(alt);
    blocked = start.nullable ? ALL_CODE_UNITS : union(blocked, start.units);
  }
  const first = alts[0]!;
  // Only worth a test of its own when it takes in more than the first alternative's test.
  return first.k === "set" && setKey(first.set) === setKey(shortcut) ? [] : shortcut;
}

/** At most this many units that an earlier alternative blocks are looked at one by one (repetitionRun). */
const MAX_BLOCKED_RUN_UNITS = 64;

/**
 * The code units a run-skipping regular expression may take for a repetition of this choice: the
 * choice shortcut's units, and the units a later one-unit test takes that earlier alternatives
 * may also begin with, when every such earlier alternative pushes no node and consumes only units
 * of the run. From a unit of the run an iteration then always succeeds (the one-unit test takes it
 * if nothing earlier does) and never consumes a unit outside the run, so the iterations reach
 * exactly where the run ends, wherever their boundaries fall. (html5-2009's pct-encoded: "%"
 * HEXDIG HEXDIG / "%" — "%41" is three units of the run either way.)
 */
function repetitionRun(alts: readonly IR[], names: RuleNames): CodeUnitSet {
  const shortcut = choiceShortcut(alts, names);
  const analysis = names.startUnits;
  if (shortcut.length === 0 || analysis === undefined) return shortcut;
  // The blocked units of the one-unit tests, each with the alternatives before its test.
  const blocked = new Map<number, IR[]>();
  alts.forEach((alt, j) => {
    if (alt.k !== "set") return;
    for (const [lo, hi] of intersect(alt.set, complement(shortcut))) {
      for (let unit = lo; unit <= hi && blocked.size <= MAX_BLOCKED_RUN_UNITS; unit++) {
        if (blocked.has(unit)) continue;
        const earlier = alts.slice(0, j).filter((a) => {
          const start = analysis.of(a);
          return start.nullable || has(start.units, unit);
        });
        blocked.set(unit, earlier);
      }
    }
  });
  if (blocked.size > MAX_BLOCKED_RUN_UNITS) return shortcut;
  // The largest set of them that qualifies: drop the units whose earlier alternatives need one
  // that is not (yet) out, until none is dropped.
  let units = [...blocked.keys()];
  for (;;) {
    const run = union(shortcut, units.map((u) => [u, u] as const));
    const kept = units.filter((unit) =>
      blocked.get(unit)!.every((a) => !analysis.of(a).nullable && !mayPush(a, names) && subsetOf(analysis.consumed(a), run)),
    );
    if (kept.length === units.length) return run;
    units = kept;
  }
}

function subsetOf(a: CodeUnitSet, b: CodeUnitSet): boolean {
  return intersect(a, complement(b)).length === 0;
}

function intersect(a: CodeUnitSet, b: CodeUnitSet): CodeUnitSet {
  return complement(union(complement(a), complement(b)));
}

class FunctionEmitter {
  private readonly lines: string[] = [];
  private depth = 1;
  private counter = 0;
  usesC = false;
  usesT = false;
  /** Set by a repetition for the choice that is its body: where the shortcut goes once it matched. */
  private shortcutExit: string | undefined;

  constructor(
    private readonly constants: EmitConstants,
    private readonly names: RuleNames,
  ) {}

  private line(text: string): void {
    this.lines.push("  ".repeat(this.depth) + text);
  }

  private id(): number {
    return ++this.counter;
  }

  private block(label: string, body: () => void): void {
    this.line(`${label}: {`);
    this.depth++;
    body();
    this.depth--;
    this.line("}");
  }

  /** What a handler must put back after ir fails: the position, the node stack (matching mode only). */
  private needs(ir: IR, mode: EmitMode): Saved {
    return { position: !restoresPosition(ir), nodes: mode === "match" && !nodesUnchanged(ir, this.names) };
  }

  /** Saves what a handler puts back (as s<n> and m<n>). */
  private declare(saved: Saved, n: number): void {
    const decl = [saved.position ? `s${n} = p` : "", saved.nodes ? `m${n} = out.length` : ""].filter(Boolean);
    if (decl.length > 0) this.line(`const ${decl.join(", ")};`);
  }

  /** Declares what a handler restores after ir fails; returns the restoring statement ("" when none is needed). */
  private save(ir: IR, mode: EmitMode, n: number): string {
    const saved = this.needs(ir, mode);
    this.declare(saved, n);
    return restoring(saved, n);
  }

  private recordFailure(mode: EmitMode, expect: readonly Expectation[]): string {
    return mode === "record" ? `peg$record(p, ${this.constants.expectationList(expect)}); ` : "";
  }

  expression(ir: IR, fail: string, mode: EmitMode): void {
    switch (ir.k) {
      case "empty":
        return;
      case "set": {
        this.usesC = true;
        this.line(readUnit("c"));
        this.line(`if (!${this.constants.tests.test(ir.set, "c")}) { ${this.recordFailure(mode, ir.expect)}break ${fail}; }`);
        this.line(`p++;`);
        return;
      }
      case "str": {
        const n = ir.text.length;
        let test: string;
        if (ir.ignoreCase) test = `peg$substr.call(input, p, ${n}).toLowerCase() !== ${JSON.stringify(ir.text.toLowerCase())}`;
        // Peggy compares substr(p, n) with the text: the same as comparing code unit by code unit.
        // (One bounds test first: see PAST_THE_END for why charCodeAt must not read past the end.)
        else if (n <= 4) test = [`p + ${n} > len`, ...Array.from({ length: n }, (_, i) => `peg$charCodeAt.call(input, p${i === 0 ? "" : ` + ${i}`}) !== ${ir.text.charCodeAt(i)}`)].join(" || ");
        else test = `!peg$startsWith.call(input, ${JSON.stringify(ir.text)}, p)`;
        this.line(`if (${test}) { ${this.recordFailure(mode, [ir.expect])}break ${fail}; }`);
        this.line(`p += ${n};`);
        return;
      }
      case "seq":
        for (const item of ir.items) this.expression(item, fail, mode);
        return;
      case "choice":
        return this.choice(ir.alts, fail, mode);
      case "rep":
        return this.repetition(ir, fail, mode);
      case "and":
      case "not":
        return this.predicate(ir.k, ir.body, fail);
      case "call": {
        // A rule that cannot match empty fails at once on a code unit no match of it begins with:
        // the call is skipped then (a matching function fails without a trace). For rules tried on
        // most characters and taken on few (RFC 3987's ucschar, after every ASCII alternative).
        const start = mode === "match" ? this.names.startUnits?.of(ir) : undefined;
        if (start !== undefined && !start.nullable && setKey(start.units) !== setKey(ALL_CODE_UNITS)) {
          this.usesC = true;
          this.line(readUnit("c"));
          this.line(`if (!${this.constants.tests.test(start.units, "c")}) break ${fail};`);
        }
        this.usesT = true;
        this.line(`t = ${this.names.fn(ir.rule, mode)}(input, p, len);`);
        this.line(`if (t < 0) break ${fail};`);
        this.line(`p = t;`);
        return;
      }
      case "named": {
        if (mode === "match") return this.expression(ir.body, fail, mode);
        // Peggy: silentFails++ around the rule, then, if it failed, one "other" expectation at
        // the position where it started.
        // (The body runs as matching code, whose nodes this pass does not keep.)
        const n = this.id();
        const saved = { position: true, nodes: mayPush(ir.body, this.names) };
        this.block(`N${n}`, () => {
          this.declare(saved, n);
          this.block(`B${n}`, () => {
            this.expression(ir.body, `B${n}`, "match");
            this.line(saved.nodes ? `${cutNodes(`m${n}`)} break N${n};` : `break N${n};`);
          });
          this.line(`${restoring(saved, n)} ${this.recordFailure("record", [{ type: "other", description: ir.description }])}break ${fail};`);
        });
        return;
      }
    }
  }

  private choice(alts: readonly IR[], fail: string, mode: EmitMode): void {
    const n = this.id();
    this.block(`C${n}`, () => {
      if (mode === "match") {
        const shortcut = choiceShortcut(alts, this.names);
        if (shortcut.length > 0) {
          this.usesC = true;
          this.line(readUnit("c"));
          this.line(`if (${this.constants.tests.test(shortcut, "c")}) { p++; ${this.shortcutExit ?? `break C${n};`} }`);
        }
      }
      this.shortcutExit = undefined;
      // One saved position (and stack height) serves every alternative that needs it.
      const needs = alts.slice(0, -1).map((a) => this.needs(a, mode));
      this.declare({ position: needs.some((x) => x.position), nodes: needs.some((x) => x.nodes) }, n);
      alts.forEach((alt, i) => {
        if (i === alts.length - 1) {
          this.expression(alt, fail, mode);
          return;
        }
        const a = `A${n}_${i}`;
        this.block(a, () => {
          this.expression(alt, a, mode);
          this.line(`break C${n};`);
        });
        const restore = restoring(needs[i]!, n);
        if (restore) this.line(restore);
      });
    });
  }

  private repetition(ir: Extract<IR, { k: "rep" }>, fail: string, mode: EmitMode): void {
    const n = this.id();
    const { min, max, body } = ir;
    if (body.k === "set") {
      // One code unit per iteration: the count is the distance moved.
      this.usesC = true;
      const counted = min > 0 || max !== null;
      this.block(`R${n}`, () => {
        if (counted) this.line(`const s${n} = p;`);
        this.line(`for (;;) {`);
        this.depth++;
        if (max !== null) this.line(`if (p - s${n} >= ${max}) break;`);
        this.line(readUnit("c"));
        this.line(`if (!${this.constants.tests.test(body.set, "c")}) { ${this.recordFailure(mode, body.expect)}break; }`);
        this.line(`p++;`);
        this.depth--;
        this.line(`}`);
        if (min > 0) this.line(`if (p - s${n} < ${min}) break ${fail};`);
      });
      return;
    }
    if (min === 0 && max === 1) {
      // Optional: one try; on failure, back to where it started.
      this.block(`O${n}`, () => {
        const restore = this.save(body, mode, n);
        this.block(`B${n}`, () => {
          this.expression(body, `B${n}`, mode);
          this.line(`break O${n};`);
        });
        if (restore) this.line(restore);
      });
      return;
    }
    const counted = min > 0 || max !== null;
    // A run of the body's shortcut units is as many iterations, each taking the shortcut. With no
    // upper bound (and a lower one that the first iteration reaches), one regular expression can
    // take them all where much of the input is left (LONG_REMAINDER): on entry, and after an
    // iteration that took another alternative (a "%HH" in a long query). The shortcut itself goes
    // straight to the next iteration, so the check costs nothing per shortcut unit.
    const shortcut = mode === "match" && max === null && min <= 1 && body.k === "choice" ? choiceShortcut(body.alts, this.names) : [];
    // What the regular expression may take: the shortcut's units and what repetitionRun adds.
    const run = shortcut.length > 0 && body.k === "choice" ? repetitionRun(body.alts, this.names) : shortcut;
    const skip = run.length > 0 ? skipRun(this.constants.tests.runOf(run)) : "";
    this.block(`R${n}`, () => {
      if (counted) this.line(`let n${n} = 0;`);
      if (skip) this.line(`if (len - p >= ${LONG_REMAINDER}) { ${counted ? `const q${n} = p; ${skip} n${n} = p - q${n};` : skip} }`);
      this.line(`L${n}: for (;;) {`);
      this.depth++;
      if (max !== null) this.line(`if (n${n} >= ${max}) break;`);
      const restore = this.save(body, mode, n);
      this.block(`B${n}`, () => {
        if (skip) this.shortcutExit = `${counted ? `n${n}++; ` : ""}continue L${n};`;
        this.expression(body, `B${n}`, mode);
        if (counted) this.line(`n${n}++;`);
        if (skip) this.line(`if (len - p >= ${LONG_REMAINDER}) { ${readUnit("c")} if (${this.constants.tests.test(run, "c")}) { ${skip} } }`);
        this.line(`continue L${n};`);
      });
      if (restore) this.line(restore);
      this.line(`break;`);
      this.depth--;
      this.line(`}`);
      if (min > 0) this.line(`if (n${n} < ${min}) break ${fail};`);
    });
  }

  /** &e and !e: e runs silently (the matching code), and the position and nodes are put back either way. */
  private predicate(kind: "and" | "not", body: IR, fail: string): void {
    const n = this.id();
    const saved = { position: true, nodes: mayPush(body, this.names) };
    const restore = restoring(saved, n);
    this.block(`K${n}`, () => {
      this.declare(saved, n);
      this.block(`P${n}`, () => {
        this.expression(body, `P${n}`, "match");
        this.line(kind === "and" ? `${restore} break K${n};` : `${restore} break ${fail};`);
      });
      if (canFail(body)) {
        const after = restoring(this.needs(body, "match"), n);
        if (after) this.line(after);
        if (kind === "and") this.line(`break ${fail};`);
      }
    });
  }

  /** The whole function for a rule in a mode. */
  rule(rule: IRRule, mode: EmitMode): string {
    const nodes = mode === "match" && (rule.kind === "node" || !nodesUnchanged(rule.body, this.names));
    const header: string[] = [];
    this.depth = 1;
    this.block("F", () => {
      this.expression(rule.body, "F", mode);
      if (mode === "match" && rule.kind === "node") {
        // A rule that calls no rule with nodes has no children to collect. A node without children
        // shares the frozen empty array (GrammarNode's children are read-only): one allocation less
        // per node, and Peggy's fresh [] is equal to it. Children are taken off the stack by
        // peg$takeNodes, not splice (generate-parser.ts says why).
        const children = mayPush(rule.body, this.names) ? "out.length === m0 ? peg$EMPTY : peg$takeNodes(m0)" : "peg$EMPTY";
        this.line(`out.push({ rule: ${JSON.stringify(rule.name)}, start: p0, end: p, children: ${children} });`);
      }
      this.line(`return p;`);
    });
    const truncate = mode === "match" && !nodesUnchanged(rule.body, this.names);
    if (truncate) this.line(cutNodes("m0"));
    this.line(`return -1;`);
    const locals = [this.usesC ? "c = 0" : "", this.usesT ? "t = 0" : ""].filter(Boolean);
    if (locals.length > 0) header.push(`  let ${locals.join(", ")};`);
    if (nodes) header.push(mode === "match" && rule.kind === "node" ? `  const p0 = p, m0 = out.length;` : `  const m0 = out.length;`);
    return [`// ${rule.name} (${rule.kind}${rule.displayName !== undefined ? `, "${rule.displayName}"` : ""}), ${mode === "match" ? "matching" : "recording"}`, `function ${this.names.fn(rule.name, mode)}(input, p, len) {`, ...header, ...this.lines, `}`].join("\n");
  }
}

export function emitRuleFunction(rule: IRRule, mode: EmitMode, constants: EmitConstants, names: RuleNames): string {
  return new FunctionEmitter(constants, names).rule(rule, mode);
}
