import { expect } from "chai";
import { readFileSync } from "node:fs";
import { runCli } from "../support/run-cli.js";
import { ADDRESS, FIXTURES } from "./support.js";

/**
 * `webaddr links` writes each link as it is resolved, and writes exactly the recorded
 * outputs of a report built whole (fixtures/links-output).
 */
const MODES: readonly { readonly suffix: string; readonly args: readonly string[] }[] = [
  { suffix: "txt", args: [] },
  { suffix: "table.txt", args: ["--width", "200", "--variants", "html5-2009,web-addresses-2009"] },
  { suffix: "w60.txt", args: ["--width", "60", "--variants", "html5-2009,rfc3986"] },
  { suffix: "json", args: ["--json"] },
];

describe("webaddr links: output unchanged on the document fixtures", () => {
  for (const fixture of FIXTURES) {
    const name = fixture.replace(/\.html$/, "");
    for (const mode of MODES) {
      it(`${fixture} ${mode.args.join(" ") || "(default)"}`, async () => {
        // The path as the recording gave it (the --json output names the document as given).
        const r = await runCli(["links", `test/documents/fixtures/${fixture}`, "--address", ADDRESS, ...mode.args]);
        expect(r.status).to.equal(0);
        expect(r.stdout).to.equal(readFileSync(new URL(`./fixtures/links-output/${name}.${mode.suffix}`, import.meta.url), "utf8"));
      });
    }
  }
});
