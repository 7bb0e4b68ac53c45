import { expect } from "chai";
import { MAX_INPUT_LENGTH, parse, resolve } from "../../src/index.js";

describe("resource limits", () => {
  it("an input longer than MAX_INPUT_LENGTH is a clear error, not an exhausted machine", () => {
    const input = `http://h/${"a".repeat(MAX_INPUT_LENGTH)}`;
    const result = parse(input);
    expect(result.ok).to.equal(false);
    if (!result.ok) {
      expect(result.error.kind).to.equal("input-too-long");
      expect(result.error.offset).to.equal(MAX_INPUT_LENGTH);
      expect(result.error.message).to.include(String(MAX_INPUT_LENGTH));
    }
    const resolved = resolve(input, "http://a/");
    expect(resolved.ok).to.equal(false);
    if (!resolved.ok) expect(resolved.error.step).to.equal("parse");
  });
  it("deeply repetitive pathological shapes parse without stack overflow (repetitions are loops)", () => {
    const n = 200_000;
    for (const input of ["a:" + "%".repeat(n), "[" + "1:".repeat(n), "//" + "@".repeat(n), "//" + "a:".repeat(n), "a".repeat(n) + "\\", "/".repeat(n), "?".repeat(n), "#".repeat(n)]) {
      for (const variant of ["html5-2009", "rfc3986"] as const) {
        const result = parse(input, { variant });
        expect(result.ok === true || result.error.kind === "syntax", `${variant} ${input.slice(0, 10)}…`).to.equal(true);
      }
    }
  });
});
