/**
 * The production tree as the results worker sends it (src/web/packed-tree.ts): packed and
 * unpacked, it is the same tree, for every variant's tree of inputs with rewritten strings,
 * failures and long sibling lists.
 */
import { expect } from "chai";
import type { GrammarNode } from "../../src/grammar/grammar-node.js";
import { productionTree } from "../../src/api/production-tree.js";
import { VARIANT_IDS } from "../../src/variants/registry.js";
import { packTreeResult, transferables, unpackTreeResult } from "../../src/web/packed-tree.js";

/** Plain objects, children read through the getter. */
function plain(nodes: readonly GrammarNode[]): unknown[] {
  return nodes.map((n) => ({ rule: n.rule, start: n.start, end: n.end, children: plain(n.children) }));
}

describe("web: the production tree packed for the results worker", () => {
  const inputs = ["http://user@example.com:8080/a/b/../c?q=1#f", "a|b c", "%zz", "", "mailto:x@y", "http://[::1]/", "http://example.com/" + "a/".repeat(300)];
  for (const variant of VARIANT_IDS) {
    for (const input of inputs) {
      it(`${variant}: ${JSON.stringify(input.slice(0, 40))}`, () => {
        const result = productionTree(input, { variant });
        // Across a real structured clone, as postMessage copies it.
        const sent = structuredClone(packTreeResult(result), { transfer: transferables(packTreeResult(result)) });
        const back = unpackTreeResult(sent);
        if (!result.ok || !back.ok) {
          expect(back).to.deep.equal(result);
          return;
        }
        expect(plain(back.tree)).to.deep.equal(plain(result.tree));
        expect(back.input).to.equal(result.input);
        expect(back.rewritten === undefined).to.equal(result.rewritten === undefined);
        if (result.rewritten !== undefined) {
          expect(back.rewritten!.text).to.equal(result.rewritten.text);
          expect(back.rewritten!.inputOffsets).to.deep.equal(result.rewritten.inputOffsets);
          expect(plain(back.rewritten!.tree)).to.deep.equal(plain(result.rewritten.tree));
        }
      });
    }
  }

  it("transfers its arrays: the sender's are emptied", () => {
    const packed = packTreeResult(productionTree("http://a/b", { variant: "html5-2009" }));
    const buffers = transferables(packed);
    expect(buffers.length).to.equal(4);
    structuredClone(packed, { transfer: buffers });
    expect(buffers.every((b) => b.byteLength === 0)).to.equal(true);
  });
});
