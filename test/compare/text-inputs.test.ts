/**
 * compareInputsOfText (the page's corpus) reads a text as webaddr compare reads the same bytes
 * from a file (openCompareInputs over a stream).
 */
import { expect } from "chai";
import { Readable } from "node:stream";
import { openCompareInputs } from "../../src/cli/compare-inputs.js";
import { compareInputsOfText } from "../../src/compare/text-inputs.js";

async function fromStream(text: string): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const { bytes: _bytes, ...item } of await openCompareInputs(Readable.from([Buffer.from(text, "utf8")]), "text", "auto")) items.push(item);
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
    // A JSON array: strings are comments, entries keep their base, other values are problems in their place.
    '[\n  "a comment",\n  {"input": "x", "base": "http://b/"},\n  {"input": "y", "base": null},\n  {"input": "z"},\n  7,\n  {"base": "http://b/"}\n]\n',
    '\uFEFF[{"input": "a"}, "c", {"input": "b"}]',
    "[]",
    // A URL that opens with "[" is a line.
    "[::1]:80/\n[v1.x]",
  ];
  for (const text of texts) {
    it(`reads ${JSON.stringify(text)} as the CLI does`, async () => {
      expect(compareInputsOfText(text)).to.deep.equal(await fromStream(text));
    });
  }

  it("a JSON array: its objects in order, each with its own base; strings skipped; other values a problem naming their place", () => {
    expect(compareInputsOfText('[\n  "a comment",\n  {"input": "x", "base": "http://b/"},\n  {"input": "y", "base": null},\n  {"input": "z"},\n  7,\n  {"base": "http://b/"}\n]\n')).to.deep.equal([
      { input: "x", base: "http://b/" },
      { input: "y", base: null },
      { input: "z" },
      { problem: "array element 4: not a JSON object" },
      { problem: "array element 5: no string \"input\"" },
    ]);
    expect(compareInputsOfText("[::1]:80/\n[v1.x]")).to.deep.equal([
      { input: "[::1]:80/", line: 1 },
      { input: "[v1.x]", line: 2 },
    ]);
  });

  it("a text that opens as a JSON array and is not one: on the page one problem; from a file a usage error", async () => {
    expect(compareInputsOfText('[\n{"input": "x"},\n')).to.have.length(1);
    expect(compareInputsOfText('[\n{"input": "x"},\n')[0]).to.have.property("problem").that.match(/^not JSON: /);
    let error: unknown;
    try {
      await fromStream('[\n{"input": "x"},\n');
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(Error).with.property("message").that.match(/^cannot read text as a JSON array: not JSON: .*\(--input lines reads it one URL a line\)$/);
  });
});
