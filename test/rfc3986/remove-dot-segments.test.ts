import { expect } from "chai";
import { removeDotSegments } from "../../src/rfc3986/index.js";
// §5.2.4 with the RFC's two string buffers, literally (quadratic, for comparison only).
import { removeDotSegments as removeDotSegmentsWithStringBuffers } from "../codegen/reference/remove-dot-segments.reference.js";

describe("removeDotSegments (RFC 3986 §5.2.4)", () => {
  it("gives the RFC's two worked examples", () => {
    expect(removeDotSegments("/a/b/c/./../../g")).to.equal("/a/g");
    expect(removeDotSegments("mid/content=5/../6")).to.equal("mid/6");
  });

  const edgeCases: [string, string][] = [
    ["", ""],
    [".", ""], // 2D
    ["..", ""], // 2D
    ["/.", "/"], // 2B, then 2E moves "/"
    ["/..", "/"], // 2C on an empty output, then 2E
    ["/./", "/"],
    ["/../", "/"],
    ["a/..", "/"], // 2E "a", 2C removes it, 2E "/"
    ["a/.", "a/"],
    ["a/../b", "/b"], // 2C leaves "/b": a relative path can become absolute
    ["/a/b/..", "/a/"],
    ["/a/b/../", "/a/"],
    ["/a/b/.", "/a/b/"],
    ["//", "//"],
    ["//..", "/"],
    ["/a//../b", "/a/b"],
    ["../../", ""], // 2A twice
    ["../../g", "g"],
    ["./../g", "g"],
    ["../a/../../b", "/b"],
    ["./", ""],
    ["../", ""],
    [".../", ".../"],
    ["/...", "/..."],
    ["/.a/..b/c./d../", "/.a/..b/c./d../"],
    ["a/./b/../c", "a/c"],
    ["/a/./b/./c/.", "/a/b/c/"],
    ["a", "a"],
    ["a/b/c", "a/b/c"],
    ["/", "/"],
    ["/../../..", "/"],
  ];
  for (const [input, expected] of edgeCases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      expect(removeDotSegments(input)).to.equal(expected);
      expect(removeDotSegmentsWithStringBuffers(input)).to.equal(expected);
    });
  }

  it("agrees with the two-string-buffer algorithm on every path of up to 6 tokens", () => {
    const tokens = ["/", ".", "..", "a", "./", "../", "/.", "/.."];
    let checked = 0;
    const visit = (path: string, depth: number): void => {
      expect(removeDotSegments(path), JSON.stringify(path)).to.equal(removeDotSegmentsWithStringBuffers(path));
      checked++;
      if (depth === 0) return;
      for (const token of tokens) visit(path + token, depth - 1);
    };
    visit("", 5);
    expect(checked).to.be.greaterThan(30000);
  });

  // Not a timing test (the benchmark measures time): a 2 MB input completes.
  it("completes on a 2 MB path of repeated 'a/../'", () => {
    const path = "a/../".repeat((2 * 1024 * 1024) / 5);
    expect(path.length).to.be.at.least(2 * 1024 * 1024 - 5);
    expect(removeDotSegments(path)).to.equal("/");
  });

  it("completes on a 2 MB path of segments and '..'s", () => {
    const path = "/seg".repeat(300000) + "/..".repeat(300000 - 1);
    expect(path.length).to.be.greaterThan(2 * 1024 * 1024);
    expect(removeDotSegments(path)).to.equal("/seg/");
    expect(removeDotSegments("/.".repeat(1024 * 1024))).to.equal("/");
  });
});
