/**
 * The desk calculator's accessibility in Chromium: axe-core (test/web/support/axe.ts) finds no
 * serious or critical violation in the views a reader meets (the default, a rejected input, the
 * whole tree open, a wide and a phone-sized window), and the production tree works from the
 * keyboard as the WAI-ARIA tree view pattern says (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/):
 * one tab stop, arrow keys, Home/End, Enter/Space, and focus lights a node's span as hover does.
 */
import { expect } from "chai";
import type { Page } from "playwright-core";
import { CHROMIUM, requireSystemProgram } from "../support/system-program.js";
import { axeViolations, describeViolations } from "./support/axe.js";
import { openPage, startPageSession, type PageSession } from "./support/page-session.js";
import { strip } from "./support/page-snapshot.js";

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** "http://[::1": every variant rejects it (an IPv6 literal never closed). */
const REJECTED = "#url=http%3A%2F%2F%5B%3A%3A1";

const URL_WITH_EVERYTHING = "http://user@example.com:8080/a b/c?q=1#top";

/** Fails with every violation axe rates serious or critical, each with its first nodes. */
async function expectNoSeriousViolations(page: Page, view: string): Promise<void> {
  const violations = await axeViolations(page);
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking, `axe, ${view}:\n${describeViolations(blocking)}`).to.deep.equal([]);
}

/** The node (rule and span) of the focused element, and whether the focus is a treeitem. */
interface FocusedNode {
  readonly role: string | null;
  readonly rule: string | undefined;
  readonly start: number;
  readonly end: number;
  readonly inTree: boolean;
}

function focusedNode(page: Page): Promise<FocusedNode> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const node = active?.closest<HTMLElement>(".node");
    return {
      role: active?.getAttribute("role") ?? null,
      rule: node?.dataset["rule"],
      start: Number(node?.dataset["start"]),
      end: Number(node?.dataset["end"]),
      inTree: document.getElementById("tree")?.contains(active) ?? false,
    };
  });
}

/** The tree's items a reader can see right now (by rendering, not by the page's own bookkeeping), as "rule [start, end)". */
function visibleItems(page: Page): Promise<string[]> {
  return page.$$eval('#tree [role="treeitem"]', (items) =>
    items.filter((item) => item.checkVisibility()).map((item) => {
      const node = item.closest<HTMLElement>(".node")!;
      return `${node.dataset["rule"]} [${node.dataset["start"]}, ${node.dataset["end"]})`;
    }),
  );
}

const describeFocus = (f: FocusedNode): string => `${f.rule} [${f.start}, ${f.end})`;

/** The [start, end) of every strip character the tree lights. */
async function litCharacters(page: Page): Promise<[number, number][]> {
  return (await strip(page, "#tree")).characters.filter((c) => c.classes.includes("tree-hover")).map((c) => [c.start, c.end]);
}

const range = (start: number, end: number): [number, number][] => Array.from({ length: end - start }, (_, i) => [start + i, start + i + 1]);

describe("web: accessibility of the desk calculator page (Chromium, axe-core)", function () {
  this.timeout(120_000);
  const chromium = requireSystemProgram(CHROMIUM, "the page's accessibility test");
  let session: PageSession;

  before(async function () {
    session = await startPageSession(chromium());
  });

  after(async function () {
    await session?.close();
  });

  const open = async (size: { width: number; height: number }, fragment = ""): Promise<Page> => {
    const page = await openPage(session, fragment);
    await page.setViewportSize(size);
    return page;
  };

  for (const [name, size] of [
    ["1440×900", WIDE],
    ["390×844", PHONE],
  ] as const) {
    describe(`at ${name}`, () => {
      it("has no serious or critical axe violation in the default view", async () => {
        const page = await open(size);
        await expectNoSeriousViolations(page, `default view at ${name}`);
      });

      it("has none with a rejected input", async () => {
        const page = await open(size, REJECTED);
        expect(await page.textContent('td[data-field=status][data-variant="html5-2009"]')).to.match(/^rejected/);
        await expectNoSeriousViolations(page, `rejected input at ${name}`);
      });

      it("has none with every node of the tree open", async () => {
        const page = await open(size);
        await page.fill("#url", URL_WITH_EVERYTHING);
        // Opened by script, level by level: a closed node's children are drawn when it opens (on its
        // "toggle" event, a task later, which also sets aria-expanded).
        await page.waitForFunction(() => {
          const closed = document.querySelectorAll<HTMLDetailsElement>("#tree details:not([open])");
          closed.forEach((d) => (d.open = true));
          return closed.length === 0 && document.querySelectorAll("#tree summary[aria-expanded=false]").length === 0;
        });
        await expectNoSeriousViolations(page, `tree open at ${name}`);
      });

      it("has none with differences only, marked characters, and web-addresses-2009's rewritten tree", async () => {
        const page = await open(size, "#url=http%3A%2F%2Fa%2Fa%20b%7Cc&diff=1&tree=web-addresses-2009");
        expect(await page.locator("mark.delta").count()).to.be.greaterThan(0);
        expect(await page.locator("#tree .rewritten-source").count()).to.equal(1);
        await expectNoSeriousViolations(page, `differences only at ${name}`);
      });
    });
  }

  describe("the production tree (WAI-ARIA tree view pattern)", () => {
    let page: Page;

    beforeEach(async () => {
      page = await open(WIDE);
      await page.fill("#url", URL_WITH_EVERYTHING);
    });

    it("is one tab stop: Tab enters it on its first item, Tab leaves it in one press, Shift+Tab comes back", async () => {
      expect(await page.$$eval('#tree [role="tree"]', (t) => t.length)).to.equal(1);
      expect(await page.$$eval('#tree [role="treeitem"][tabindex="0"]', (t) => t.length), "one item in the tab order").to.equal(1);
      await page.focus("#tree-variant");
      await page.keyboard.press("Tab");
      const first = await focusedNode(page);
      expect(first.role).to.equal("treeitem");
      expect(describeFocus(first)).to.equal((await visibleItems(page))[0]);

      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      const third = await focusedNode(page);
      await page.keyboard.press("Tab");
      expect((await focusedNode(page)).inTree, "one Tab leaves the tree").to.equal(false);
      await page.keyboard.press("Shift+Tab");
      expect(describeFocus(await focusedNode(page)), "Shift+Tab returns to the item last focused").to.equal(describeFocus(third));
      expect(await page.$$eval('#tree [role="treeitem"][tabindex="0"]', (t) => t.length)).to.equal(1);
    });

    it("moves Down/Up through the visible items, and Home/End to the first/last", async () => {
      const visible = await visibleItems(page);
      expect(visible.length).to.be.greaterThan(10);
      await page.focus('#tree [role="treeitem"][tabindex="0"]');
      const walked = [describeFocus(await focusedNode(page))];
      for (let i = 1; i < visible.length; i++) {
        await page.keyboard.press("ArrowDown");
        walked.push(describeFocus(await focusedNode(page)));
      }
      expect(walked).to.deep.equal(visible);
      await page.keyboard.press("ArrowDown");
      expect(describeFocus(await focusedNode(page)), "Down on the last item stays").to.equal(visible.at(-1));
      await page.keyboard.press("ArrowUp");
      expect(describeFocus(await focusedNode(page))).to.equal(visible.at(-2));
      await page.keyboard.press("Home");
      expect(describeFocus(await focusedNode(page))).to.equal(visible[0]);
      await page.keyboard.press("ArrowUp");
      expect(describeFocus(await focusedNode(page)), "Up on the first item stays").to.equal(visible[0]);
      await page.keyboard.press("End");
      expect(describeFocus(await focusedNode(page))).to.equal(visible.at(-1));
    });

    it("opens and closes with Right/Left and Enter/Space, and moves to a child or the parent", async () => {
      const scheme = '#tree details.node[data-rule="scheme"]';
      const isOpen = (): Promise<boolean> => page.$eval(scheme, (d) => (d as HTMLDetailsElement).open);
      const expanded = (): Promise<string | null> => page.getAttribute(`${scheme} > summary`, "aria-expanded");
      await page.focus(`${scheme} > summary`);
      expect([await isOpen(), await expanded()]).to.deep.equal([true, "true"]);

      await page.keyboard.press("ArrowRight");
      expect(describeFocus(await focusedNode(page)), "Right on an open node: its first child").to.equal("ALPHA [0, 1)");
      await page.keyboard.press("ArrowRight");
      expect(describeFocus(await focusedNode(page)), "Right on a leaf: nothing").to.equal("ALPHA [0, 1)");
      await page.keyboard.press("ArrowLeft");
      expect(describeFocus(await focusedNode(page)), "Left on a leaf: its parent").to.equal("scheme [0, 4)");
      await page.keyboard.press("ArrowLeft");
      expect([await isOpen(), await expanded()], "Left on an open node closes it").to.deep.equal([false, "false"]);
      expect(describeFocus(await focusedNode(page))).to.equal("scheme [0, 4)");
      expect(await visibleItems(page)).to.not.include("ALPHA [0, 1)");
      await page.keyboard.press("ArrowLeft");
      expect((await focusedNode(page)).rule, "Left on a closed node: its parent").to.equal("URI");
      await page.focus(`${scheme} > summary`);
      await page.keyboard.press("ArrowRight");
      expect([await isOpen(), await expanded()], "Right on a closed node opens it").to.deep.equal([true, "true"]);
      expect(describeFocus(await focusedNode(page))).to.equal("scheme [0, 4)");

      // Enter and Space toggle exactly once each (the <summary>'s own activation does not add a second).
      for (const key of ["Enter", "Space"]) {
        await page.keyboard.press(key);
        expect([await isOpen(), await expanded()], `${key} closes`).to.deep.equal([false, "false"]);
        await page.keyboard.press(key);
        expect([await isOpen(), await expanded()], `${key} opens`).to.deep.equal([true, "true"]);
      }
    });

    it("lights the focused item's span in the strip, and clears it when focus leaves", async () => {
      await page.focus('#tree [role="treeitem"][tabindex="0"]');
      const host = await page.$eval('#tree details.node[data-rule="host"]', (d) => [Number(d.getAttribute("data-start")), Number(d.getAttribute("data-end"))]);
      for (let i = 0; i < 200 && (await focusedNode(page)).rule !== "host"; i++) await page.keyboard.press("ArrowDown");
      expect((await focusedNode(page)).rule).to.equal("host");
      expect(await litCharacters(page)).to.deep.equal(range(host[0]!, host[1]!));
      expect(await page.getAttribute('#tree details.node[data-rule="host"]', "class")).to.include("lit");
      await page.keyboard.press("ArrowDown");
      const next = await focusedNode(page);
      expect(await litCharacters(page)).to.deep.equal(range(next.start, next.end));
      await page.keyboard.press("Tab");
      expect(await litCharacters(page)).to.deep.equal([]);
    });

    it("still opens and closes with a click on the toggle, keeping aria-expanded and the tab stop right", async () => {
      const query = '#tree details.node[data-rule="query"]';
      await page.focus(`${query} [role="treeitem"] >> nth=1`);
      await page.click(`${query} > summary`);
      expect(await page.$eval(query, (d) => (d as HTMLDetailsElement).open)).to.equal(false);
      await page.waitForFunction((q) => document.querySelector(`${q} > summary`)?.getAttribute("aria-expanded") === "false", query);
      expect(await page.getAttribute(`${query} > summary`, "tabindex"), "the clicked item is the tab stop").to.equal("0");
      expect(await page.$$eval('#tree [role="treeitem"][tabindex="0"]', (t) => t.length)).to.equal(1);
      await page.click(`${query} > summary`);
      await page.waitForFunction((q) => document.querySelector(`${q} > summary`)?.getAttribute("aria-expanded") === "true", query);
    });

    it("names each item by its own label, not its children's text", async () => {
      const snapshot = await page.locator('#tree [role="tree"]').ariaSnapshot();
      expect(snapshot).to.include('treeitem "scheme http [0, 4)" [expanded] [level=3]');
      expect(snapshot).to.include('treeitem "ALPHA h [0, 1)" [level=4]');
    });
  });

  // A suite of its own, so that it runs after the others (mocha runs a suite's tests before its suites).
  describe("afterwards", () => {
    it("raised no error in the page", () => {
      expect(session.pageErrors).to.deep.equal([]);
    });
  });
});
