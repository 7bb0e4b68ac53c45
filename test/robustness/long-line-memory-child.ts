/**
 * One long line of each shape (scripts/bench/large-inputs.ts) parsed by every variant: the seven
 * default ones' results held at once, as compare holds them to classify the line, then the
 * definitions of validity's (VALIDITY_VARIANT_IDS) the same way, as compare holds them when it is
 * asked to pair them; in this process: prints the process's peak RSS (MB) and the variants that
 * parsed each shape. long-line-memory.test.ts starts it.
 *
 *   node --max-old-space-size=512 --import tsx test/robustness/long-line-memory-child.ts <length>
 */
import { parse, type ParseResult } from "../../src/index.js";
import { DEFAULT_VARIANT_IDS, VALIDITY_VARIANT_IDS } from "../../src/variants/registry.js";
import { LONG_LINE_SHAPES } from "../../scripts/bench/large-inputs.js";

const length = Number(process.argv[2]);
const parsed: Record<string, string[]> = {};
for (const shape of LONG_LINE_SHAPES) {
  const line = shape.make(length);
  for (const variants of [DEFAULT_VARIANT_IDS, VALIDITY_VARIANT_IDS]) {
    const results: ParseResult[] = variants.map((variant) => parse(line, { variant }));
    parsed[shape.name] = [...(parsed[shape.name] ?? []), ...results.flatMap((r) => (r.ok ? [r.variant] : []))];
  }
}
console.log(JSON.stringify({ maxRssMB: (process.resourceUsage().maxRSS * 1024) / (1024 * 1024), parsed }));
