// Reading the reference page (dist/docs/index.html) as Redoc 3 draws it, for the browser tests.
// Redoc shows one group (a tag) at a time, under its own address (`#/<group>`), and draws each
// operation of the group only when it scrolls into view. `eachOperation` visits every group the
// sidebar lists and scrolls to every operation in it, so that a test can read each one drawn;
// `openOperation` draws one operation only.
import type { ElementHandle, Page } from "playwright-core";
import { STEP } from "./time.js";

/** An operation section as Redoc draws it. */
export const SECTION = '[data-item-kind="httpItem"]';

/** Waits until the page's script has set `data-docs-state`, and returns it. */
export async function settled(page: Page): Promise<string | undefined> {
  await page.waitForFunction(() => document.documentElement.dataset.docsState !== "loading", undefined, {
    timeout: STEP,
  });
  return page.evaluate(() => document.documentElement.dataset.docsState);
}

/** The addresses of the groups the sidebar lists (`#/users`, ...), in its order. */
export function groups(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>("#redoc a[href^='#/']")]
      .map((a) => a.getAttribute("href") ?? "")
      .filter((href) => /^#\/[^/#]+$/.test(href) && !href.startsWith("#/section"));
    return [...new Set(hrefs)];
  });
}

/**
 * The method and path a drawn section shows in its sample panel ("POST /api/v1/..."), as the
 * console reads it; "" while it is not drawn.
 */
export function routeOf(section: ElementHandle<Element>): Promise<string> {
  return section.evaluate((el) => {
    const tag = el.querySelector('[data-testid="right-panel"] [data-component-name="Tag/Tag"]');
    const path = tag?.nextElementSibling?.textContent?.trim() ?? "";
    return tag && path ? `${tag.textContent?.trim().toUpperCase()} ${path}` : "";
  });
}

/** Shows a group and resolves with the section ids (`/users/createguestuser`) of its operations. */
async function showGroup(page: Page, group: string): Promise<string[]> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, group);
  const prefix = `/${group.slice(2)}/`;
  await page.waitForFunction((start) => document.querySelector(`[data-section-id^="${start}"]`) !== null, prefix, {
    timeout: STEP,
  });
  return page.evaluate(
    (start) =>
      [
        ...new Set(
          [...document.querySelectorAll(`[data-section-id^="${start}"]`)].map(
            (el) => el.getAttribute("data-section-id") ?? "",
          ),
        ),
      ].filter((id) => id.split("/").length === 3),
    prefix,
  );
}

/** Scrolls to a section (by its id) until Redoc has drawn it, and resolves with it drawn. */
async function draw(page: Page, id: string): Promise<ElementHandle<Element>> {
  // Redoc replaces the placeholder of a section with the section once it is scrolled into view.
  const drawn = `[id="${id.slice(1)}"]${SECTION}`;
  for (let tries = 0; tries < 20 && !(await page.$(drawn)); tries++) {
    await page.evaluate((sid) => document.querySelector(`[data-section-id="${sid}"]`)?.scrollIntoView(), id);
    await page.waitForTimeout(50);
  }
  const handle = await page.waitForSelector(`${drawn} [data-testid="right-panel"] [data-component-name="Tag/Tag"]`, {
    timeout: STEP,
  });
  await handle.dispose();
  const section = await page.$(drawn);
  if (!section) throw new Error(`section ${id} was not drawn`);
  await section.evaluate((el) => el.scrollIntoView());
  return section;
}

/**
 * Shows each group and scrolls to each of its operations until Redoc has drawn it; calls `visit`
 * with each section drawn and the route it shows. Resolves with every route seen, in page order.
 */
export async function eachOperation(
  page: Page,
  visit: (section: ElementHandle<Element>, route: string) => Promise<void> = async () => {},
): Promise<string[]> {
  const seen: string[] = [];
  for (const group of await groups(page)) {
    for (const id of await showGroup(page, group)) {
      const section = await draw(page, id);
      const route = await routeOf(section);
      seen.push(route);
      await visit(section, route);
    }
  }
  return seen;
}

/**
 * Goes to an operation by its operationId (Redoc's `#operation/<operationId>` address shows its
 * group) and resolves with its section drawn; throws unless the section shows `route` ("POST
 * /path"). Only that section is drawn, not the ones before it.
 */
export async function openOperation(page: Page, operationId: string, route: string): Promise<ElementHandle<Element>> {
  await page.evaluate((id) => {
    location.hash = `#operation/${id}`;
  }, operationId);
  // Redoc's section id is the group's and the operationId in lower case: /<group>/<operationid>.
  const id = await page.waitForFunction(
    (end) => document.querySelector(`[data-section-id$="/${end}"]`)?.getAttribute("data-section-id"),
    operationId.toLowerCase(),
    { timeout: STEP },
  );
  const section = await draw(page, String(await id.jsonValue()));
  await id.dispose();
  const shown = await routeOf(section);
  if (shown !== route) throw new Error(`operation ${operationId} shows ${shown || "nothing"}, not ${route}`);
  return section;
}
