/**
 * Inputs aimed at the rules an overlay changes. A random corpus reaches a rule now and then; the
 * mistakes an overlay makes sit at its edges: the first and last character of each %x range
 * (and the characters just outside it), each alternative of each choice, each repetition at 0,
 * 1, its minimum and maximum (and one past). For every such choice in a focus rule, the rule is
 * derived with that choice forced, and the result embedded in a whole input derived from the
 * start rule through the focus rule (a URL whose host goes through dec-octet, say), so that the
 * parser meets it where the grammar puts it. Deterministic for a seed.
 */
import { ALT, CHARS, REF, REP, type AbnfMachine } from "./abnf-machine.js";
import { rangesContain } from "./code-point-ranges.js";
import type { DerivationGenerator, ForcedChoice } from "./random-derivation.js";
import { fromCodePoints } from "./random-derivation.js";
import { seededRandom } from "./seeded-random.js";

interface AimedInput {
  readonly input: string;
  /** The rule aimed at (ABNF name). */
  readonly focus: string;
  /** What was forced, in words ("alternative 5", "%x35 (last of %x30-35)", "0 repetitions"). */
  readonly aim: string;
}

interface AimedOptions {
  readonly seed: number;
  /** Whole inputs per forced choice (default 2). */
  readonly perChoice?: number;
  /** At most this many inputs (default: no limit). */
  readonly limit?: number;
}

/** How many ranges of one character set are aimed at (big sets: the first and last few). */
const RANGES_PER_SET = 6;

const hex = (cp: number): string => `%x${cp.toString(16).toUpperCase().padStart(2, "0")}`;

/** The forced choices of one rule's body: every node the rule owns. */
function aimedChoices(machine: AbnfMachine, rule: number): { forced: ForcedChoice; aim: string }[] {
  const out: { forced: ForcedChoice; aim: string }[] = [];
  for (let node = 0; node < machine.kind.length; node++) {
    if (machine.owner[node] !== rule) continue;
    switch (machine.kind[node]) {
      case ALT:
        machine.items[node]!.forEach((_, i) => out.push({ forced: { node, kind: "alternative", value: i }, aim: `alternative ${i + 1}` }));
        break;
      case CHARS: {
        const ranges = machine.ranges[node]!;
        const shown = ranges.length <= RANGES_PER_SET ? ranges : [...ranges.slice(0, RANGES_PER_SET / 2), ...ranges.slice(-RANGES_PER_SET / 2)];
        const seen = new Set<number>();
        const add = (cp: number, aim: string): void => {
          if (cp < 0 || cp > 0x10ffff || seen.has(cp)) return;
          seen.add(cp);
          out.push({ forced: { node, kind: "character", value: cp }, aim });
        };
        for (const [first, last] of shown) {
          const range = first === last ? hex(first) : `${hex(first)}-${last.toString(16).toUpperCase().padStart(2, "0")}`;
          add(first, `${hex(first)} (first of ${range})`);
          add(last, `${hex(last)} (last of ${range})`);
          if (!rangesContain(ranges, first - 1)) add(first - 1, `${hex(first - 1)} (just before ${range})`);
          if (!rangesContain(ranges, last + 1)) add(last + 1, `${hex(last + 1)} (just after ${range})`);
        }
        break;
      }
      case REP: {
        const min = machine.min[node]!;
        const max = machine.max[node]!;
        const counts = new Set([0, 1, min, Math.max(0, min - 1), ...(max === Infinity ? [min + 2] : [max, max + 1])]);
        for (const c of [...counts].sort((a, b) => a - b)) out.push({ forced: { node, kind: "count", value: c }, aim: `${c} repetition${c === 1 ? "" : "s"}` });
        break;
      }
    }
  }
  return out;
}

/**
 * Whole inputs from the start rule, each passing through one focus rule with one of its choices
 * forced; focus rules taken in turn, so that a limit leaves none out entirely.
 */
export function* aimedInputs(machine: AbnfMachine, startRule: number, focusRules: readonly number[], generator: DerivationGenerator, options: AimedOptions): Generator<AimedInput> {
  const random = seededRandom(options.seed ^ 0x5eed);
  const perChoice = options.perChoice ?? 2;
  const limit = options.limit ?? Infinity;
  const queues = focusRules.filter((r) => generator.canReach(startRule, r)).map((rule) => ({ rule, choices: aimedChoices(machine, rule) }));
  const seen = new Set<string>();
  let made = 0;
  for (let i = 0; queues.some((q) => i < q.choices.length); i++) {
    for (const { rule, choices } of queues) {
      const choice = choices[i];
      if (choice === undefined) continue;
      for (let k = 0; k < perChoice; k++) {
        if (made >= limit) return;
        const inner = generator.deriveForced(rule, random, choice.forced);
        const whole = generator.deriveAround(startRule, random, rule, inner);
        if (whole === undefined) continue;
        const input = fromCodePoints(whole);
        if (seen.has(input)) continue;
        seen.add(input);
        made++;
        yield { input, focus: machine.rules[rule]!.name, aim: choice.aim };
      }
    }
  }
}

/** The rules reachable from the given ones (themselves included), through references. */
export function rulesReachedFrom(machine: AbnfMachine, rules: readonly number[]): number[] {
  const out = new Set<number>();
  const pending = [...rules];
  while (pending.length > 0) {
    const r = pending.pop()!;
    if (out.has(r)) continue;
    out.add(r);
    for (let node = 0; node < machine.kind.length; node++) {
      if (machine.owner[node] === r && machine.kind[node] === REF) pending.push(machine.target[node]!);
    }
  }
  return [...out];
}
