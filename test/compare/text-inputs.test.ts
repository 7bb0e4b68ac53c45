/**
 * compareInputsOfText (the page's corpus) reads a text as webaddr compare reads the same bytes
 * from a file (compareInputs over a stream).
 */
import { expect } from "chai";
import { Readable } from "node:stream";
import { compareInputs } from "../../src/cli/compare-inputs.js";
import { compareInputsOfText } from "../../src/compare/text-inputs.js";

async function fromStream(text: string): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const { bytes: _bytes, ...item } of compareInputs(Readable.from([Buffer.from(text, "utf8")]), "auto")) items.push(item);
  return items;
}

describe("compare: inputs of a text in memory", () => {
  const texts = [
    "",
    "\n",
    "a\nb",
    "a\r\nb\r\n",
    "\uFEFFhttp://a/\n\uFEFFb\n",
    "a\r\rb\n\nc",
    '{"input": "x", "base": null}\n{"input": "y"}\nnot json\n{"input": 1}',
    'http://a/\n{"input": "x"}',
  ];
  for (const text of texts) {
    it(`reads ${JSON.stringify(text)} as the CLI does`, async () => {
      expect(compareInputsOfText(text)).to.deep.equal(await fromStream(text));
    });
  }
});
