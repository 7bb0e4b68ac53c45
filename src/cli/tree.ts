import type { GrammarNode } from "../grammar/grammar-node.js";
import { displayText } from "./display.js";
import { formatSpanMarker } from "./ruler.js";

/** The production tree, one rule per line, nested by indentation, with its span under the input. */
export function formatProductionTree(input: string, tree: readonly GrammarNode[]): string {
  const shown = displayText(input);
  const rows: [string, string][] = [];
  const walk = (nodes: readonly GrammarNode[], depth: number): void => {
    for (const node of nodes) {
      rows.push([`${"  ".repeat(depth)}${node.rule}`, formatSpanMarker([node.start, node.end], shown.columns)]);
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  const width = Math.max("input".length, ...rows.map(([name]) => name.length)) + 2;
  return [`${"input".padEnd(width)}${shown.text}`, ...rows.map(([name, marker]) => `${name.padEnd(width)}${marker}`)].join("\n");
}
