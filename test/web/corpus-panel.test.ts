/**
 * The corpus panel in Chromium: a corpus run in the page's Web Worker gives the same matrix as
 * webaddr compare's summary computed here in Node on the same inputs (same variants, base,
 * encoding, overlay) — exactly; Cancel stops a run; the link carries the corpus and reruns it;
 * the panel's code is not loaded at first paint; a count lists its inputs and an input opens
 * the single-URL view; axe-core finds no serious violation with a matrix shown. The clusters,
 * witnesses and all, are webaddr compare --clusters' own, for a corpus and for generated inputs
 * (--generate N --seed S, run here in Node).
 */
import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { compareOne } from "../../src/compare/compare-one.js";
import { CompareSummaryBuilder } from "../../src/compare/compare-summary.js";
import type { CompareItem, CompareSettings, CompareSummary } from "../../src/compare/compare-types.js";
import { PAIR_CLASS_WORDS, PAIR_COUNT_COLUMNS, PAIR_TEXT_COLUMNS, pairName, witnessCaveat } from "../../src/compare/format-summary.js";
import { compareInputsOfText } from "../../src/compare/text-inputs.js";
import { registerRuntimeVariantLookup } from "../../src/variants/runtime-variants.js";
import { DEFAULT_VARIANT_IDS } from "../../src/variants/registry.js";
import { exampleInputs } from "../../src/web/corpus-bundled.js";
import { urltestdataInputs } from "../../scripts/report-variants.js";
import { EXAMPLES } from "../../src/web/examples.js";
import { encodeEscapes } from "../../src/web/escaped-input.js";
import { buildOverlayVariant } from "../../src/web/overlay-variant.js";
import { displayedText } from "../../src/web/visible-text.js";
import { runCli } from "../support/run-cli.js";
import { CHROMIUM, requireSystemProgram } from "../support/system-program.js";
import { axeViolations, describeViolations } from "./support/axe.js";
import { openPage, startPageSession, type PageSession } from "./support/page-session.js";
import type { VariantName } from "../../src/variants/parsing.js";

/** The bundled corpus as webaddr compare reads it: the fixture the page build bundles. */
const URLTESTDATA = urltestdataInputs();

const PIPE = '; What if "|" were allowed in query?\nquery = *( pchar / "/" / "?" / "|" )\n';
const OVERLAY_ID = "rfc3986+overlay.abnf";
const DEFAULT_BASE = "http://example.com/dir/page";
const PASTED = ["http://a/b?c|d", "http://a/b?c", "g;x?y#s", "http://[::1]/", "", "  http://a/ ", "http://a/%zz|?x|y", "http://u\\v@h/", "x://[v42.3]:2323]", "http:g", "?é☺"].join("\n") + "\r\n";

/** The matrix as the page shows it: pair → class → count. */
function matrixOf(page: Page): Promise<Record<string, Record<string, number>>> {
  return page.$$eval("#corpus-matrix tbody tr", (rows) =>
    Object.fromEntries(rows.map((row) => [row.getAttribute("data-pair") ?? "", Object.fromEntries([...row.querySelectorAll("td.count")].map((td) => [td.getAttribute("data-class") ?? "", Number(td.getAttribute("data-count"))]))])),
  );
}

/** The same matrix from the library's summary. */
function expectedMatrix(summary: CompareSummary): Record<string, Record<string, number>> {
  return Object.fromEntries(summary.pairs.map((p) => [pairName(p), Object.fromEntries(PAIR_COUNT_COLUMNS.map((c) => [c.class, c.count(p)]))]));
}

function summaryInNode(items: readonly CompareItem[], settings: CompareSettings): CompareSummary {
  const builder = new CompareSummaryBuilder(settings.variants);
  items.forEach((item, i) => builder.add(compareOne(item, i, settings)));
  return builder.summary();
}

/** The clusters as the page shows them: a row each, its pair, then its cells' text. */
function clustersOf(page: Page): Promise<string[][]> {
  return page.$$eval("#corpus-clusters .cluster-pair", (pairs) =>
    pairs.flatMap((d) => [...d.querySelectorAll("tbody tr")].map((tr) => [d.getAttribute("data-pair") ?? "", ...[...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")])),
  );
}

/** The same rows from webaddr compare's summary (its --jsonl's last line). */
function expectedClusters(summary: CompareSummary): string[][] {
  return (summary.clusters ?? []).map((c) => {
    const input = c.witness?.input ?? c.first.input;
    const caveat = witnessCaveat(c);
    const witness = `${input === "" ? "(empty)" : displayedText(input)}${c.first.base === undefined ? "" : ` against ${displayedText(c.first.base)}`}${caveat === undefined ? "" : ` (${caveat})`}`;
    return [pairName(c), PAIR_CLASS_WORDS[c.class], displayedText(c.involves), c.baseKind, c.count.toLocaleString("en"), witness];
  });
}

/** webaddr compare's summary, run in process with --jsonl. */
async function cliSummary(args: readonly string[]): Promise<CompareSummary> {
  const run = await runCli(["compare", ...args, "--jsonl"]);
  expect(run.status, run.stderr).to.equal(0);
  return (JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { summary: CompareSummary }).summary;
}

async function waitForRun(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset["corpus"] === "done" || document.documentElement.dataset["corpus"] === "error", undefined, { timeout: 150_000 });
  expect(await page.getAttribute("html", "data-corpus"), (await page.textContent("#corpus-status")) ?? "").to.equal("done");
}

describe("web: the corpus panel (Chromium)", function () {
  this.timeout(240_000);
  const chromium = requireSystemProgram(CHROMIUM, "the browser tests");
  let session: PageSession;
  before(async () => {
    session = await startPageSession(chromium());
  });
  after(async () => session?.close());

  it("loads the panel's code only when it is used: not with the first paint", async () => {
    const onDemand = session.build.outputs.filter((o) => o.loaded === "on-demand");
    expect(onDemand.some((o) => o.inputs.some((i) => i.includes("src/web/corpus-view")))).to.equal(true);
    expect(onDemand.some((o) => o.file === "corpus-worker.js")).to.equal(true);
    const firstPaint = session.build.outputs.filter((o) => o.loaded === "first-paint").flatMap((o) => o.inputs);
    expect(firstPaint.filter((i) => i.includes("corpus-view") || i.includes("corpus-bundled") || i.includes("urltestdata") || i.includes("corpus-worker"))).to.deep.equal([]);
    const page = await openPage(session, "#url=http%3A%2F%2Fa%2F");
    expect(session.requests.filter((r) => /corpus-(view|worker)/.test(r))).to.deep.equal([]);
    await page.click("#corpus-details summary");
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.includes("corpus-view")));
    await page.close();
  });

  it("WPT's urltestdata through every variant: the matrix equals compare's summary in Node", async () => {
    const page = await openPage(session, "#corpus=wpt-urltestdata");
    await waitForRun(page);
    const summary = summaryInNode(URLTESTDATA, { variants: DEFAULT_VARIANT_IDS, base: DEFAULT_BASE, encoding: "utf-8" });
    expect(summary.inputs).to.be.greaterThan(800);
    expect(await matrixOf(page)).to.deep.equal(expectedMatrix(summary));
    console.log(`      urltestdata: ${summary.inputs} inputs × ${DEFAULT_VARIANT_IDS.length} variants in the worker: ${await page.getAttribute("html", "data-corpus-ms")} ms`);
    // Its clusters, each witness shrunk, are webaddr compare --clusters' on the same file and base.
    const clustered = await cliSummary(["--clusters", "--base", DEFAULT_BASE, "test/fixtures/wpt/urltestdata.json"]);
    expect(clustered.clusters?.length).to.be.greaterThan(100);
    expect(await clustersOf(page)).to.deep.equal(expectedClusters(clustered));
    // A count lists its inputs; an input opens the single-URL view.
    await page.click("#corpus-matrix td[data-class=reject] button");
    await page.waitForSelector("#corpus-inputs button.open-input");
    const first = await page.$eval("#corpus-inputs button.open-input", (b) => Number(b.getAttribute("data-index")));
    await page.click("#corpus-inputs button.open-input");
    const item = URLTESTDATA[first]!;
    const field = await page.evaluate(() => ({ url: (document.getElementById("url") as HTMLInputElement).value, escaped: (document.getElementById("escaped") as HTMLInputElement).checked }));
    expect(field.url).to.equal(field.escaped ? encodeEscapes(item.input) : item.input);
    expect(new URL(page.url()).hash).to.contain("corpus=wpt-urltestdata");
    // axe with the panel open and a matrix and a list shown.
    const blocking = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(blocking, describeViolations(blocking)).to.deep.equal([]);
    await page.close();
  });

  it("generated inputs: the matrix and every cluster with its witness are webaddr compare --generate's; a witness opens the single-URL view", async () => {
    // In registry order, as the page shows them.
    const variants = ["url-writing", "whatwg-no-errors"];
    const page = await openPage(session, `#url=http%3A%2F%2Fa%2F&variants=${variants.join(",")}&gen=3000&seed=7`);
    await waitForRun(page);
    expect(await page.textContent("#corpus-status")).to.match(/^3,000 generated inputs \(seed 7\) through 2 variants in [\d.]+ s: \d+ clusters\.$/);
    expect(await page.inputValue("#corpus-source")).to.equal("generated");
    expect([await page.inputValue("#corpus-count"), await page.inputValue("#corpus-seed")]).to.deep.equal(["3000", "7"]);
    expect(await page.isDisabled("#corpus-text")).to.equal(true);
    const summary = await cliSummary(["--generate", "3000", "--seed", "7", "--variants", variants.join(",")]);
    expect(await matrixOf(page)).to.deep.equal(expectedMatrix(summary));
    const shown = await clustersOf(page);
    expect(shown).to.deep.equal(expectedClusters(summary));
    expect(shown.length).to.be.greaterThan(3);
    // One pair: its clusters are open; a count's list numbers the generated inputs.
    expect(await page.getAttribute("#corpus-clusters .cluster-pair", "open")).to.equal("");
    await page.click("#corpus-matrix td[data-class=reject] button");
    expect(await page.textContent("#corpus-inputs h3")).to.contain("(numbered as generated)");
    const blocking = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(blocking, describeViolations(blocking)).to.deep.equal([]);
    // A witness opens the single-URL view, with its base (none: an empty base field).
    const cluster = summary.clusters!.find((c) => c.first.base !== undefined && c.witness !== undefined && !/[\r\n]/.test(c.witness.input))!;
    const at = summary.clusters!.indexOf(cluster);
    await page.locator("#corpus-clusters td.witness button").nth(at).click();
    const fields = await page.evaluate(() => ({ url: (document.getElementById("url") as HTMLInputElement).value, base: (document.getElementById("base") as HTMLInputElement).value, escaped: (document.getElementById("escaped") as HTMLInputElement).checked }));
    const expected = fields.escaped ? { url: encodeEscapes(cluster.witness!.input), base: encodeEscapes(cluster.first.base!) } : { url: cluster.witness!.input, base: cluster.first.base! };
    expect({ url: fields.url, base: fields.base }).to.deep.equal(expected);
    expect(new URL(page.url()).hash).to.contain("gen=3000&seed=7");
    // The witness's base went into the base field: generated inputs bring their own, so the matrix stands.
    expect(await page.isVisible(".corpus-stale")).to.equal(false);
    // Another seed is another corpus: the matrix says it is stale.
    await page.fill("#corpus-seed", "8");
    await page.waitForSelector(".corpus-stale", { state: "visible" });
    await page.close();
  });

  it("generated inputs with an overlay of url-writing: its grammar generates too, and the clusters are the CLI's for the same overlay file", async () => {
    const port = "; What if a URL-port string could not be empty?\nURL-port-string = 1*DIGIT\n";
    const page = await openPage(session, "#url=http%3A%2F%2Fa%2F&variants=url-writing");
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "url-writing");
    await page.fill("#overlay-text", port);
    await page.waitForSelector('th[data-variant="url-writing+overlay.abnf"]');
    await page.click("#corpus-details summary");
    await page.selectOption("#corpus-source", "generated");
    await page.fill("#corpus-count", "800");
    await page.fill("#corpus-seed", "3");
    await page.click("#corpus-run");
    await waitForRun(page);
    const dir = mkdtempSync(join(tmpdir(), "webaddr-page-overlay-"));
    try {
      const file = join(dir, "overlay.abnf");
      writeFileSync(file, port);
      const summary = await cliSummary(["--generate", "800", "--seed", "3", "--variants", `url-writing,url-writing+${file}`]);
      // The CLI's column is named by the overlay's path, the page's by "overlay.abnf".
      const rows = expectedClusters(summary).map((row) => row.map((cell) => cell.replaceAll(file, "overlay.abnf")));
      expect(rows.length).to.be.greaterThan(0);
      expect(rows.every((r) => r[2] === "url-writing+overlay.abnf: syntax: expected %x30-39")).to.equal(true);
      expect(await clustersOf(page)).to.deep.equal(rows);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await page.close();
  });

  it("generated inputs: a count or seed out of range, or a Peggy overlay, is refused, saying which; the fields are kept as typed", async () => {
    const page = await openPage(session, "#url=http%3A%2F%2Fa%2F&variants=rfc3986&gen=100001&seed=1");
    await page.waitForFunction(() => (document.querySelector("#corpus-status")?.textContent ?? "") !== "");
    expect(await page.textContent("#corpus-status")).to.equal('The number of inputs must be a whole number from 1 to 100,000 (webaddr compare --generate N takes more), not "100001".');
    expect(await page.inputValue("#corpus-count")).to.equal("100001");
    await page.fill("#corpus-count", "20");
    await page.fill("#corpus-seed", "4294967296");
    await page.click("#corpus-run");
    await page.waitForFunction(() => (document.querySelector("#corpus-status")?.textContent ?? "").startsWith("The seed"));
    expect(await page.textContent("#corpus-status")).to.equal('The seed must be a whole number from 0 to 4294967295, not "4294967296".');
    expect(new URL(page.url()).hash).to.contain("gen=20&seed=4294967296");
    await page.fill("#corpus-seed", "4294967295");
    await page.click("#corpus-run");
    await waitForRun(page);
    expect(await matrixOf(page)).to.deep.equal({});
    expect(await page.textContent("#corpus-clusters")).to.contain("One variant is shown: there is no pair to part");
    // An overlay written in Peggy has no ABNF to generate from: the run says so, and runs nothing.
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "rfc3986");
    await page.selectOption("#overlay-syntax", "peggy");
    await page.fill("#overlay-text", "query = (pchar / \"/\" / \"?\" / \"|\")*\n");
    await page.waitForSelector('th[data-variant="rfc3986+overlay.peggy"]');
    await page.click("#corpus-run");
    await page.waitForFunction(() => document.documentElement.dataset["corpus"] === "error");
    expect(await page.textContent("#corpus-status")).to.equal("The corpus did not run: inputs are generated from the compared grammars' ABNF, and the overlay's Peggy rules have none: write them in ABNF to generate from them, or remove the overlay");
    await page.close();
  });

  it("a corpus on which every pair agrees has no clusters, and says so", async () => {
    const page = await openPage(session, "#url=http%3A%2F%2Fa%2F&variants=rfc3986,rfc3987&corpustext=http%3A%2F%2Fa%2Fb%0A%3Fq");
    await waitForRun(page);
    expect(await page.textContent("#corpus-status")).to.match(/: 0 clusters\.$/);
    expect(await page.textContent("#corpus-clusters")).to.equal("Clusters: where the pairs part (0)No pair disagrees on any input: there are no clusters.");
    await page.close();
  });

  it("the page's examples as a corpus: every example (escaped ones decoded), the same matrix as in Node", async () => {
    const items = exampleInputs();
    expect(items).to.have.length(EXAMPLES.length);
    expect(items.some((i) => i.input.includes("\u200B"))).to.equal(true);
    const page = await openPage(session, "#corpus=spec-examples&variants=html5-2009,rfc3986,rfc1808&enc=windows-1252");
    await waitForRun(page);
    expect(await matrixOf(page)).to.deep.equal(expectedMatrix(summaryInNode(items, { variants: ["html5-2009", "rfc3986", "rfc1808"], base: DEFAULT_BASE, encoding: "windows-1252" })));
    await page.close();
  });

  it("the matrix has the CLI's columns, says what each count includes, shades each count by its share, and keeps its row labels in view on a phone", async () => {
    const variants = ["html5-2009", "rfc3986", "rfc1808", "whatwg"] as const;
    const page = await openPage(session, `#corpus=spec-examples&variants=${variants.join(",")}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForRun(page);
    const summary = summaryInNode(exampleInputs(), { variants, base: DEFAULT_BASE, encoding: "utf-8" });
    // The columns of webaddr compare's table, in its order, and its text columns' contents.
    const headings = await page.$$eval("#corpus-matrix thead th", (ths) => ths.map((th) => th.textContent));
    expect(headings).to.deep.equal(["variant pair", ...PAIR_COUNT_COLUMNS.map((c) => c.heading), ...PAIR_TEXT_COLUMNS.map((c) => c.heading)]);
    const texts = await page.$$eval("#corpus-matrix tbody tr", (rows) => rows.map((row) => [...row.querySelectorAll("td.pair-text")].map((td) => td.textContent)));
    expect(texts).to.deep.equal(summary.pairs.map((p) => PAIR_TEXT_COLUMNS.map((c) => c.text(p))));
    expect(texts.flat().some((t) => t !== "")).to.equal(true);
    // Each count's heading is described by what it includes: agree says it includes both reject.
    const described = await page.$$eval("#corpus-matrix thead th[aria-describedby]", (ths) => ths.map((th) => [th.textContent, document.getElementById(th.getAttribute("aria-describedby") ?? "")?.textContent ?? ""]));
    expect(described).to.deep.equal(PAIR_COUNT_COLUMNS.map((c) => [c.heading, c.includes]));
    expect(Object.fromEntries(described)["agree"]).to.contain("both reject");
    expect(await page.isVisible(".corpus-legend")).to.equal(true);
    // Shading: within a column, a larger share is a darker cell; none is shaded.
    const cells = await page.$$eval("#corpus-matrix td.count", (tds) =>
      tds.map((td) => {
        // color-mix() computes to color(srgb r g b), channels 0–1; rgb() has them 0–255.
        const colour = getComputedStyle(td).backgroundColor;
        const scale = colour.startsWith("color(") ? 255 : 1;
        const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map((v) => Math.round(Number(v) * scale));
        return { cls: td.getAttribute("data-class") ?? "", n: Number(td.getAttribute("data-count")), light: (r ?? 0) + (g ?? 0) + (b ?? 0) };
      }),
    );
    for (const c of PAIR_COUNT_COLUMNS) {
      const column = cells.filter((cell) => cell.cls === c.class).sort((x, y) => x.n - y.n);
      for (let i = 1; i < column.length; i++) if (column[i]!.n > column[i - 1]!.n) expect(column[i]!.light, c.class).to.be.below(column[i - 1]!.light);
      for (const cell of column) if (cell.n === 0) expect(cell.light, c.class).to.equal(765);
    }
    const reject = PAIR_COUNT_COLUMNS.find((c) => c.class === "reject")!;
    const most = [...summary.pairs].sort((x, y) => reject.count(y) - reject.count(x))[0]!;
    expect(await page.getAttribute(`#corpus-matrix tr[data-pair="${pairName(most)}"] td[data-class=reject] button`, "aria-label")).to.match(/^[\d,]+ inputs \([\d.]+%\)/);
    // A phone's width: the counts scroll sideways, the row labels stay where they were.
    const box = page.locator("#corpus-matrix");
    expect(await box.evaluate((b) => b.scrollWidth > b.clientWidth)).to.equal(true);
    await box.evaluate((b) => b.scrollIntoView({ block: "start" }));
    const label = page.locator("#corpus-matrix tbody tr:first-child th");
    const before = (await label.boundingBox())!.x;
    await box.evaluate((b) => (b.scrollLeft = b.scrollWidth));
    expect(await box.evaluate((b) => b.scrollLeft)).to.be.greaterThan(100);
    expect((await label.boundingBox())!.x).to.be.closeTo(before, 1);
    // It leaves most of the width to the counts.
    expect((await label.boundingBox())!.width).to.be.below(((await box.boundingBox())!.width) / 2);
    // Its label is on top of the scrolled counts, not under them.
    const { x, y, width, height } = (await label.boundingBox())!;
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest("th")?.getAttribute("scope"), [x + width / 2, y + height / 2])).to.equal("row");
    const blocking = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(blocking, describeViolations(blocking)).to.deep.equal([]);
    await page.close();
  });

  it("a count pressed moves focus to the list of its inputs: the first input is the next Tab stop", async () => {
    const page = await openPage(session, "#corpus=spec-examples&variants=html5-2009,rfc3986,rfc1808,whatwg");
    await waitForRun(page);
    await page.click("#corpus-matrix td[data-class=reject] button");
    await page.waitForSelector("#corpus-inputs button.open-input");
    expect(await page.evaluate(() => document.getElementById("corpus-inputs")?.contains(document.activeElement) ?? false)).to.equal(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).to.equal("H3");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement === document.querySelector("#corpus-inputs button.open-input"))).to.equal(true);
    await page.close();
  });

  it("a damaged overlay or corpus in a link is said above the results, and the notice stays", async () => {
    const page = await openPage(session, "#url=http%3A%2F%2Fa%2F&ovbase=rfc3986&ovz=AAAA&corpusz=not*base64");
    const notice = page.locator("#link-notice");
    await page.waitForSelector("#link-notice:not([hidden])");
    // Long after the page's renders (a render used to overwrite it within 150 ms).
    await page.fill("#url", "http://b/");
    await page.waitForTimeout(1_000);
    expect(await notice.isVisible()).to.equal(true);
    const text = await notice.textContent();
    expect(text).to.match(/overlay \(ovz=…\) is damaged/).and.to.match(/corpus \(corpusz=…\) is damaged/);
    // Where the reader looks: above the results, not inside a closed panel.
    expect(await page.getAttribute("#corpus-details", "open")).to.equal(null);
    const [noticeTop, resultsTop] = await Promise.all([notice.boundingBox(), page.locator("#comparison-panel").boundingBox()]);
    expect(noticeTop!.y).to.be.below(resultsTop!.y);
    // Another link, whole: the notice goes.
    await page.evaluate(() => (location.hash = "#url=http%3A%2F%2Fc%2F"));
    await page.waitForSelector("#link-notice", { state: "hidden" });
    await page.close();
  });

  it("a pasted corpus with an ABNF overlay: the same matrix as in Node, and the link reruns it", async () => {
    const page = await openPage(session, "#url=http%3A%2F%2Fa%2F&variants=rfc3986,html5-2009,whatwg");
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "rfc3986");
    await page.fill("#overlay-text", PIPE);
    await page.waitForSelector(`th[data-variant="${OVERLAY_ID}"]`);
    await page.click("#corpus-details summary");
    await page.fill("#corpus-text", PASTED);
    await page.click("#corpus-run");
    await waitForRun(page);

    const built = buildOverlayVariant("rfc3986", PIPE);
    if (!built.ok) throw new Error("the overlay does not build in Node");
    registerRuntimeVariantLookup((id) => (id === OVERLAY_ID ? { ok: true, variant: built.variant } : undefined));
    const settings = { variants: ["html5-2009", "rfc3986", OVERLAY_ID, "whatwg"] as VariantName[], base: DEFAULT_BASE, encoding: "utf-8" };
    const summary = summaryInNode(compareInputsOfText(PASTED), settings);
    expect(summary.inputs).to.equal(11);
    const shown = await matrixOf(page);
    expect(shown).to.deep.equal(expectedMatrix(summary));
    expect(shown[`rfc3986 ~ ${OVERLAY_ID}`]?.["reject"]).to.be.greaterThan(0);

    const link = new URL(page.url()).hash;
    expect(link).to.contain("corpustext=");
    const again = await openPage(session, link);
    await waitForRun(again);
    // A textarea holds line breaks as "\n" (its value normalizes "\r\n"): the same inputs.
    expect(await again.inputValue("#corpus-text")).to.equal(PASTED.replace(/\r\n/g, "\n"));
    expect(await matrixOf(again)).to.deep.equal(shown);
    // Changing the variants leaves the matrix as it was made, and says so.
    expect(await again.isVisible(".corpus-stale")).to.equal(false);
    await again.uncheck('input[name=variant][value="whatwg"]');
    await again.waitForSelector(".corpus-stale", { state: "visible" });
    await page.close();
    await again.close();
  });

  it("a long pasted corpus goes into the link compressed; Cancel stops a run", async () => {
    const lines = URLTESTDATA.map((c) => c.input.replace(/[\r\n]/g, ""));
    const text = lines.join("\n");
    const page = await openPage(session, "#url=http%3A%2F%2Fa%2F");
    await page.click("#corpus-details summary");
    await page.fill("#corpus-text", text);
    await page.waitForFunction(() => location.hash.includes("corpusz="));
    await page.click("#corpus-run");
    await page.click("#corpus-cancel");
    await page.waitForFunction(() => document.documentElement.dataset["corpus"] === "cancelled");
    expect(await page.textContent("#corpus-status")).to.equal("Cancelled.");
    expect(await page.$$("#corpus-matrix table")).to.have.length(0);
    const again = await openPage(session, new URL(page.url()).hash);
    await waitForRun(again);
    expect(await again.inputValue("#corpus-text")).to.equal(text);
    expect(await again.$$eval("#corpus-matrix tbody tr", (r) => r.length)).to.equal(21);
    await page.close();
    await again.close();
  });

  it("a dropped file and a chosen file become the corpus; a file that is not UTF-8 is refused, the text kept", async () => {
    const page = await openPage(session, "#url=http%3A%2F%2Fa%2F&variants=html5-2009,rfc3986");
    await page.click("#corpus-details summary");
    const dropped = "http://a/b?c|d\nhttp://[::1]/\n";
    // A drop as the browser delivers one: a DataTransfer holding the file.
    const dataTransfer = await page.evaluateHandle((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], "dropped.txt", { type: "text/plain" }));
      return transfer;
    }, dropped);
    await page.dispatchEvent("#corpus-text", "drop", { dataTransfer });
    await page.waitForFunction((content) => (document.querySelector<HTMLTextAreaElement>("#corpus-text")?.value ?? "") === content, dropped);
    expect(await page.textContent("#corpus-status")).to.equal("Read dropped.txt: 2 inputs. Run the corpus to see the matrix.");
    await page.click("#corpus-run");
    await waitForRun(page);
    const settings = { variants: ["html5-2009", "rfc3986"] as VariantName[], base: DEFAULT_BASE, encoding: "utf-8" };
    expect(await matrixOf(page)).to.deep.equal(expectedMatrix(summaryInNode(compareInputsOfText(dropped), settings)));

    // Windows-1252 bytes (é as 0xE9): not UTF-8, so refused, and what the field held stays.
    await page.setInputFiles("#corpus-file", { name: "latin1.txt", mimeType: "text/plain", buffer: Buffer.from([0x68, 0x74, 0x74, 0x70, 0x3a, 0x2f, 0x2f, 0x61, 0x2f, 0xe9, 0x0a]) });
    await page.waitForFunction(() => (document.querySelector("#corpus-status")?.textContent ?? "").includes("latin1.txt"));
    expect(await page.textContent("#corpus-status")).to.equal("latin1.txt is not UTF-8 text: the corpus is read as UTF-8, one URL a line or JSON Lines.");
    expect(await page.inputValue("#corpus-text")).to.equal(dropped);

    await page.setInputFiles("#corpus-file", { name: "chosen.txt", mimeType: "text/plain", buffer: Buffer.from("http://é.example/\n?q\n", "utf8") });
    await page.waitForFunction(() => (document.querySelector("#corpus-status")?.textContent ?? "").includes("chosen.txt"));
    expect(await page.inputValue("#corpus-text")).to.equal("http://é.example/\n?q\n");
    await page.close();
  });

  it("a corpus too long for a link is left out of it, and the page offers it as a file", async () => {
    const text = Array.from({ length: 6000 }, (_, i) => `http://h${i * 7919}.example/${(i * 104729).toString(36)}?q=${i}`).join("\n");
    const page = await openPage(session, "#url=http%3A%2F%2Fa%2F");
    await page.click("#corpus-details summary");
    // Set as a paste would (playwright's fill types a text this long too slowly).
    await page.$eval("#corpus-text", (area, value) => {
      (area as HTMLTextAreaElement).value = value;
      area.dispatchEvent(new Event("input", { bubbles: true }));
    }, text);
    await page.waitForSelector("#corpus-link-note:not([hidden])");
    expect(await page.textContent("#corpus-link-note")).to.contain("too long for the link");
    expect(new URL(page.url()).hash).to.not.contain("corpus");
    await page.close();
  });
});
