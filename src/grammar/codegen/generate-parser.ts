/**
 * The whole parser module webaddr's code generator emits for a grammar: the same interface as
 * Peggy's (parse, SyntaxError, StartRules), the same results (node arrays on success; on
 * failure a SyntaxError with Peggy's message, expected, found and location), from the same
 * AST Peggy would generate its parser from; plus match(input, startRule), which gives the
 * nodes or the failure's offset and expectations without throwing (CompiledGrammar.match).
 *
 * parse() runs the matching functions; only when they fail (or stop before the end of the
 * input) does it run the recording functions over the input again to find what Peggy reports.
 * Recording is the part of a Peggy parser that costs on every input, and its result is only
 * ever read on failure.
 */
import peggy from "peggy";
import { rulesReaching } from "../merge-grammars.js";
import { EmitConstants, emitRuleFunction, type RuleNames } from "./emit-js.js";
import { StartUnitAnalysis } from "./first-units.js";
import { calledRules, type IRRule } from "./ir.js";

interface GenerateParserOptions {
  readonly format: "es" | "bare";
  /** Rules parse() may start from; the first is the default (Peggy's allowedStartRules). */
  readonly allowedStartRules: readonly string[];
}

/** Failure recording and error building, as Peggy's peg$fail, peg$getUnicode and peg$computeLocation do it. */
const ERROR_HELPERS = String.raw`
let peg$maxFailPos = 0;
let peg$maxFailExpected = [];

// peg$fail for a list of expectations recorded at one position, in order.
function peg$record(pos, expectations) {
  if (pos < peg$maxFailPos) return;
  if (pos > peg$maxFailPos) {
    peg$maxFailPos = pos;
    peg$maxFailExpected = [];
  }
  for (let i = 0; i < expectations.length; i++) peg$maxFailExpected.push(expectations[i]);
}

function peg$getUnicode(input, pos) {
  const cp = input.codePointAt(pos);
  if (cp === undefined) {
    return "";
  }
  return String.fromCodePoint(cp);
}

// Lines are counted at U+000A only, columns in code units, both from 1 (Peggy's peg$computePosDetails).
function peg$posDetails(input, pos) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < pos; i++) {
    if (input.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: pos - lineStart + 1 };
}

function peg$computeLocation(input, source, startPos, endPos) {
  const startPosDetails = peg$posDetails(input, startPos);
  const endPosDetails = peg$posDetails(input, endPos);
  return {
    source,
    start: { offset: startPos, line: startPosDetails.line, column: startPosDetails.column },
    end: { offset: endPos, line: endPosDetails.line, column: endPosDetails.column },
  };
}

// The nodes above height m, taken off the stack as a new array: out.splice(m), without the call into
// the engine's runtime that splice is. A node has one or two children most often (a host its
// reg_name), and an array literal of them is allocated inline (the html5-2009 grammar
// parser took 5–8% less time on both benchmark corpora).
function peg$takeNodes(m) {
  const n = out.length - m;
  if (n === 1) return [out.pop()];
  if (n === 2) {
    const second = out.pop();
    return [out.pop(), second];
  }
  const taken = out.slice(m);
  while (out.length > m) out.pop();
  return taken;
}

function peg$deepFreeze(value) {
  if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) peg$deepFreeze(value[key]);
    Object.freeze(value);
  }
  return value;
}

function peg$bitmap(ranges) {
  const table = new Uint8Array(0x10000);
  for (const [lo, hi] of ranges) table.fill(1, lo, hi + 1);
  return table;
}

// The string methods the rule functions call, looked up once (emit-js.ts says why).
const peg$charCodeAt = String.prototype.charCodeAt;
const peg$startsWith = String.prototype.startsWith;
const peg$substr = String.prototype.substr;

// Where the run of code units that the sticky expression run matches from p ends.
function peg$skipRun(run, input, p) {
  run.lastIndex = p;
  run.test(input);
  return run.lastIndex;
}
`;

const PARSE = String.raw`
const peg$EMPTY = Object.freeze([]);
// The nodes of the current parse, in input order (see emit-js.ts).
let out = [];

// The recording pass: where the input stopped matching, and the expectations recorded there.
function peg$mismatch(input, record) {
  peg$maxFailPos = 0;
  peg$maxFailExpected = [];
  const end = record(input, 0, input.length);
  out = [];
  if (end === input.length) throw new Error("webaddr's generated parser: the matching and recording passes disagree (a code generator bug)");
  // Peggy: a start rule that matched but not up to the end fails with "end of input" expected there.
  if (end >= 0) peg$record(end, [{ type: "end" }]);
  const mismatch = { offset: peg$maxFailPos, expected: peg$maxFailExpected };
  peg$maxFailExpected = [];
  return mismatch;
}

function peg$buildFailure(input, options, record) {
  const { offset: pos, expected } = peg$mismatch(input, record);
  const found = pos < input.length ? peg$getUnicode(input, pos) : null;
  const location = peg$computeLocation(input, options.grammarSource, pos, pos < input.length ? pos + 1 : pos);
  return new peg$SyntaxError(peg$SyntaxError.buildMessage(expected, found), expected, found, location);
}

function peg$parse(input, options) {
  options = options !== undefined ? options : {};
  let start = peg$defaultStart;
  if (options.startRule) {
    if (!Object.prototype.hasOwnProperty.call(peg$startRuleFunctions, options.startRule)) {
      throw new Error("Can't start parsing from rule \"" + options.startRule + "\".");
    }
    start = peg$startRuleFunctions[options.startRule];
  }
  if (options.peg$library || options.peg$currPos || options.peg$silentFails || options.peg$maxFailExpected) {
    throw new Error("webaddr's generated parsers do not support Peggy's library mode");
  }
  out = [];
  const end = start[0](input, 0, input.length);
  if (end === input.length) return out.length === 0 ? peg$EMPTY : out;
  throw peg$buildFailure(input, options, start[1]);
}

// parse() without the exception (CompiledGrammar.match): the nodes, or { offset, expected }.
let peg$lastStartRule = "";
let peg$lastStart = peg$defaultStart;
function peg$match(input, startRule) {
  // The caller asks for the same start rule every time: look it up once.
  if (startRule !== peg$lastStartRule) {
    if (!Object.prototype.hasOwnProperty.call(peg$startRuleFunctions, startRule)) {
      throw new Error("Can't start parsing from rule \"" + startRule + "\".");
    }
    peg$lastStart = peg$startRuleFunctions[startRule];
    peg$lastStartRule = startRule;
  }
  const start = peg$lastStart;
  out = [];
  const end = start[0](input, 0, input.length);
  if (end === input.length) return out.length === 0 ? peg$EMPTY : out;
  return peg$mismatch(input, start[1]);
}
`;

/** The module's source; the rules are the simplified IR of every rule of the grammar. */
export function generateParserSource(rules: readonly IRRule[], options: GenerateParserOptions): string {
  const index = new Map(rules.map((r, i) => [r.name, i]));
  // A rule's matching function may leave nodes on the stack when a node rule can be reached from it.
  const pushing = rulesReaching(new Map(rules.map((r) => [r.name, calledRules(r.body)])), rules.filter((r) => r.kind === "node").map((r) => r.name));
  const names: RuleNames = {
    fn: (rule, mode) => `peg$${mode === "match" ? "f" : "e"}${index.get(rule)}`,
    pushes: (rule) => pushing.has(rule),
    startUnits: new StartUnitAnalysis(rules),
  };
  const constants = new EmitConstants();
  const functions = [
    ...rules.map((r) => emitRuleFunction(r, "match", constants, names)),
    ...rules.map((r) => emitRuleFunction(r, "record", constants, names)),
  ];
  const startRules = options.allowedStartRules;
  // Peggy's peg$SyntaxError (MIT licence, https://peggyjs.org/) as Peggy's own grammar parser has
  // it, the class every parser Peggy generates carries: an error's message, expected, found,
  // location and format() are the stock parser's. (Peggy's browser build has it transpiled.)
  const syntaxError = String(peggy.parser.SyntaxError);
  if (!syntaxError.startsWith("class peg$SyntaxError ")) throw new Error("webaddr's code generator needs Peggy's own build (its SyntaxError class as Peggy writes it)");
  const body = [
    `${syntaxError}\n`,
    ERROR_HELPERS,
    constants.source(),
    ...functions,
    `const peg$startRuleFunctions = {\n${startRules.map((r) => `  ${JSON.stringify(r)}: [${names.fn(r, "match")}, ${names.fn(r, "record")}],`).join("\n")}\n};`,
    `const peg$defaultStart = peg$startRuleFunctions[${JSON.stringify(startRules[0])}];`,
    `const peg$allowedStartRules = ${JSON.stringify(startRules)};`,
    PARSE,
  ].join("\n\n");
  const header = "// @generated by webaddr's code generator (src/grammar/codegen/) from the Peggy grammar AST.\n";
  if (options.format === "es") {
    return `${header}\n${body}\n\nexport {\n  peg$allowedStartRules as StartRules,\n  peg$SyntaxError as SyntaxError,\n  peg$parse as parse,\n  peg$match as match\n};\n`;
  }
  return `${header}(function() {\n"use strict";\n\n${body}\n\nreturn { StartRules: peg$allowedStartRules, SyntaxError: peg$SyntaxError, parse: peg$parse, match: peg$match };\n})()\n`;
}
