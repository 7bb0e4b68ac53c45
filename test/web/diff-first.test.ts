/**
 * The comparison table differences first, and the page keeping the reader's place, in Chromium: the differing characters marked, "differences only" in the
 * link, headers that stick, the phone's two-column layout, open details and focus across a
 * re-render, an example click that brings the results into view, the Web addresses tree of the
 * string its grammar parsed, and "copy link".
 */
import { expect } from "chai";
import type { Page } from "playwright-core";
import { comparisonLayout } from "../../src/web/comparison-layout.js";
import { variantReport } from "../../src/web/variant-report.js";
import { CHROMIUM, requireSystemProgram } from "../support/system-program.js";
import { openPage, startPageSession, type PageSession } from "./support/page-session.js";
import { pageSnapshot, strip } from "./support/page-snapshot.js";
import type { VariantName } from "../../src/variants/parsing.js";

const fragmentOf = (url: string, extra = ""): string => `#url=${encodeURIComponent(url)}&base=${encodeURIComponent("http://example.com/dir/")}${extra}`;

function box(page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.locator(selector).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}

async function rendered(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.documentElement.dataset["rendered"] ?? "0"));
}

async function renderAfter(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => Number(document.documentElement.dataset["rendered"] ?? "0") > n, count);
}

describe("web: the table differences first, and the reader's place kept (Chromium)", function () {
  this.timeout(120_000);
  const chromium = requireSystemProgram(CHROMIUM, "the page's browser test");
  let session: PageSession;

  before(async function () {
    session = await startPageSession(chromium());
  });

  after(async function () {
    await session?.close();
  });

  it("marks the characters that differ from the reference inside a highlighted cell", async () => {
    const page = await openPage(session, fragmentOf("http://a/a b|c"));
    const path = 'td[data-field=component-path][data-variant="whatwg"]';
    expect(await page.getAttribute(path, "class")).to.include("differs");
    expect(await page.locator(`${path} mark.delta`).allTextContents()).to.deep.equal(["%20"]);
    // The reference's own cells, and cells equal to it, have no marks.
    expect(await page.locator('td[data-variant="html5-2009"] mark.delta').count()).to.equal(0);
    expect(await page.locator('td[data-field=component-host][data-variant="whatwg"] mark').count()).to.equal(0);
    await page.close();
  });

  it("differences only: hides the rows where all agree, says how many, and keeps the switch in the link", async () => {
    const url = "http://a/x|y";
    const page = await openPage(session, fragmentOf(url));
    const before = await page.locator("#comparison tr.field").count();
    await page.check("#differences-only");
    await page.waitForFunction(() => document.querySelector(".hidden-rows") !== null);
    expect(page.url()).to.include("diff=1");
    const reports = (await page.locator("th.variant").evaluateAll((ths) => ths.map((th) => th.getAttribute("data-variant") ?? ""))).map((v) =>
      // The page's own column ids: a name that named no variant would fail the comparison below.
      variantReport(v as VariantName, { url, base: "http://example.com/dir/", encoding: "utf-8" }),
    );
    const layout = comparisonLayout(reports, "html5-2009", true);
    const rows = await page.locator("#comparison tr.field").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-field")));
    expect(rows).to.deep.equal(layout.rows.map((r) => r.field.id));
    expect(rows.length).to.be.lessThan(before);
    expect(await page.textContent(".hidden-rows")).to.include(`${layout.hiddenRows} rows`);
    const shown = await pageSnapshot(page);
    const reloaded = await openPage(session, new URL(page.url()).hash);
    expect(await reloaded.isChecked("#differences-only")).to.equal(true);
    expect(await pageSnapshot(reloaded)).to.deep.equal(shown);
    await page.close();
    await reloaded.close();
  });

  it("keeps the column headers and the row labels in view while the table scrolls", async () => {
    const page = await openPage(session, fragmentOf("http://a/a b|c"));
    await page.setViewportSize({ width: 900, height: 600 });
    const scroller = "#comparison .comparison-scroll";
    const frame = await box(page, scroller);
    await page.locator(scroller).evaluate((e) => e.scrollTo(400, 500));
    const header = await box(page, 'th.variant[data-variant="whatwg"]');
    expect(Math.abs(header.y - frame.y), "the header row at the top of the box").to.be.lessThan(2);
    const label = await box(page, 'tr[data-field=resolved] > th[scope=row]');
    expect(Math.abs(label.x - frame.x), "the row label at the left of the box").to.be.lessThan(2);
    // And the box scrolled: a cell of the first column is out of view on the left.
    const cell = await box(page, 'td[data-field=resolved][data-variant="html5-2009"]');
    expect(cell.x).to.be.lessThan(frame.x);
    await page.close();
  });

  it("on a phone, compares the reference with one chosen column at a time", async () => {
    const page = await openPage(session, fragmentOf("http://a/a b|c"));
    await page.setViewportSize({ width: 390, height: 844 });
    const visibleColumns = (): Promise<string[]> =>
      page.locator("th.variant").evaluateAll((ths) => ths.filter((th) => th.getBoundingClientRect().width > 0).map((th) => th.getAttribute("data-variant") ?? ""));
    expect(await page.isVisible("#pair")).to.equal(true);
    const first = await visibleColumns();
    expect(first).to.have.length(2);
    expect(first[0]).to.equal("html5-2009");
    // Both columns fit the screen: nothing scrolls sideways.
    const overflow = await page.locator("#comparison .comparison-scroll").evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(overflow).to.be.lessThan(2);
    const count = await rendered(page);
    await page.focus("#pair");
    await page.selectOption("#pair", "whatwg");
    await renderAfter(page, count);
    expect(await visibleColumns()).to.deep.equal(["html5-2009", "whatwg"]);
    // Focus stays on the choice across the re-render, for a keyboard user going through the columns.
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal("pair");
    await page.setViewportSize({ width: 1400, height: 1000 });
    expect(await page.isVisible("#pair")).to.equal(false);
    expect((await visibleColumns()).length).to.be.greaterThan(2);
    await page.close();
  });

  it("keeps open details, the tree's open and closed nodes and its tab stop across a re-render", async () => {
    const page = await openPage(session, fragmentOf("http://a/a b|c"));
    const steps = 'td[data-field=resolved][data-variant="html5-2009"] details.trace';
    const expected = 'td[data-field=status][data-variant="rfc3986"] details.message';
    await page.click(`${steps} > summary`);
    await page.click(`${expected} > summary`);
    const host = '#tree details.node[data-rule="path_abempty"]';
    expect(await page.locator(host).evaluate((d) => (d as HTMLDetailsElement).open)).to.equal(true);
    await page.click(`${host} > summary`);
    expect(await page.locator(host).evaluate((d) => (d as HTMLDetailsElement).open)).to.equal(false);
    await page.focus('#tree details.node[data-rule="scheme"] > summary');
    const count = await rendered(page);
    await page.fill("#base", "http://example.org/other/");
    await renderAfter(page, count);
    expect(await page.locator(steps).evaluate((d) => (d as HTMLDetailsElement).open)).to.equal(true);
    expect(await page.locator(expected).evaluate((d) => (d as HTMLDetailsElement).open)).to.equal(true);
    expect(await page.locator(host).evaluate((d) => (d as HTMLDetailsElement).open)).to.equal(false);
    expect(await page.getAttribute(`${host} > summary`, "aria-expanded")).to.equal("false");
    expect(await page.getAttribute('#tree details.node[data-rule="scheme"] > summary', "tabindex")).to.equal("0");
    expect(await page.locator('#tree [role=treeitem][tabindex="0"]').count()).to.equal(1);

    // A collapsed node's children are drawn when it is first opened; opened ones, nested too, are
    // opened and drawn again after a re-render.
    await page.click(`${host} > summary`);
    const pchar = page.locator('#tree details.node[data-rule="pchar"]').first();
    expect(await pchar.evaluate((d) => (d as HTMLDetailsElement).open)).to.equal(false);
    expect(await pchar.locator("[data-rule]").count(), "nothing drawn inside while collapsed").to.equal(0);
    await pchar.locator(":scope > summary").click();
    const unreserved = pchar.locator(':scope > ul > li > details.node[data-rule="unreserved"]');
    await unreserved.locator(":scope > summary").click();
    await page.waitForFunction(() => document.querySelectorAll('#tree details.node[data-rule="pchar"] details.node[data-rule="unreserved"][open] [data-rule="ALPHA"]').length === 1);
    const again = await rendered(page);
    await page.fill("#base", "http://example.org/third/");
    await renderAfter(page, again);
    expect(await pchar.evaluate((d) => (d as HTMLDetailsElement).open)).to.equal(true);
    expect(await unreserved.evaluate((d) => (d as HTMLDetailsElement).open)).to.equal(true);
    expect(await unreserved.locator('[data-rule="ALPHA"]').count()).to.equal(1);
    await page.close();
  });

  it("brings the results into view when an example is clicked", async () => {
    const page = await openPage(session);
    await page.setViewportSize({ width: 1400, height: 700 });
    const link = page.locator("#example-list a").nth(2);
    await link.scrollIntoViewIfNeeded();
    const count = await rendered(page);
    await link.click();
    await renderAfter(page, count);
    await page.waitForFunction(() => Math.abs(document.getElementById("comparison-panel")!.getBoundingClientRect().top) < 2);
    await page.close();
  });

  it("web-addresses-2009's tree is of the string its grammar parsed, shown above the input, each node lighting both", async () => {
    const page = await openPage(session, fragmentOf("http://a/x|y", "&tree=web-addresses-2009"));
    expect(await page.textContent("#tree .rewritten-note")).to.include("rewrites the input");
    const rewritten = await strip(page, "#tree .tree-panel-body");
    expect(rewritten.characters.map((c) => c.text).join("")).to.equal("http://a/x%7Cy");
    const source = await strip(page, "#tree .rewritten-source");
    expect(source.characters.map((c) => c.text).join("")).to.equal("http://a/x|y");
    // The percent-encoded "|" is a pct-encoded node over "%7C", not HEXDIG over "|".
    const pct = '#tree .node[data-rule="pct_encoded"]';
    expect(await page.locator(pct).first().getAttribute("data-start")).to.equal("10");
    expect(await page.locator(`${pct} .match`).first().textContent()).to.equal("%7C");
    await page.hover(`${pct} > summary >> nth=0`);
    const lit = async (selector: string): Promise<string> => (await strip(page, selector)).characters.filter((c) => c.classes.includes("tree-hover")).map((c) => c.text).join("");
    expect(await lit("#tree .tree-panel-body")).to.equal("%7C");
    expect(await lit("#tree .rewritten-source")).to.equal("|");
    // A node inside the escape lights the one input character it came from.
    await page.hover(`${pct} .leaf >> nth=1`);
    expect(await lit("#tree .rewritten-source")).to.equal("|");
    await page.close();
  });

  it("writes invisible characters in error messages as escapes", async () => {
    const page = await openPage(session, fragmentOf("http://a/\u200B b"));
    const message = await page.textContent('td[data-field=status][data-variant="rfc3986"] .message summary');
    expect(message).to.not.include("\u200B");
    expect(message).to.include("found \"\\u{200B}\" at offset 9");
    await page.close();
  });

  it("copy link copies the address of this view and says so", async () => {
    const page = await openPage(session, fragmentOf("http://a/b"));
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: session.origin });
    await page.click("#copy-link");
    await page.waitForFunction(() => document.getElementById("copy-link-status")?.textContent === "Link copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(page.url());
    // A change makes the confirmation stale: it goes.
    await page.fill("#url", "http://a/c");
    await page.waitForFunction(() => document.getElementById("copy-link-status")?.textContent === "");
    await page.close();
  });

  it("raised no error", () => {
    expect(session.pageErrors).to.deep.equal([]);
  });
});
