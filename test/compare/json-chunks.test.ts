import { expect } from "chai";
import fc from "fast-check";
import { CHUNK_LENGTH, jsonChunks } from "../../src/compare/json-chunks.js";

/** Values JSON.stringify writes with all its rules: omitted properties, null elements, toJSON, -0, NaN, long strings across chunks. */
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.string({ unit: "binary" }),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.constant(() => 1),
    fc.constant(new Date(0)),
    fc.nat(3).map((n) => "é\u{1F600}\"\\\n".repeat(n * 20_000)),
  ),
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, tie("leaf"), tie("array"), tie("object")),
  array: fc.array(tie("node"), { maxLength: 6 }),
  object: fc.dictionary(fc.string(), tie("node"), { maxKeys: 6 }),
}));

describe("jsonChunks", () => {
  it("is JSON.stringify's text, in chunks", () => {
    fc.assert(
      fc.property(fc.oneof(value.array, value.object), (v) => {
        expect([...jsonChunks(v)].join("")).to.equal(JSON.stringify(v));
      }),
      { numRuns: 200 },
    );
  });

  it("writes no piece longer than a chunk but a long leaf, and no chunk of many pieces past one", () => {
    const long = "x".repeat(3 * CHUNK_LENGTH);
    const value = { many: Array.from({ length: 50_000 }, (_, i) => ({ i, s: "abc" })), long, after: [1, 2] };
    const chunks = [...jsonChunks(value)];
    expect(chunks.join("")).to.equal(JSON.stringify(value));
    expect(chunks).to.include(JSON.stringify(long));
    for (const chunk of chunks) if (chunk !== JSON.stringify(long)) expect(chunk.length).to.be.below(CHUNK_LENGTH + 100);
    expect(chunks.length).to.be.above(10);
  });
});
