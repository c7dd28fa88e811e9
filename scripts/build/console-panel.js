// @ts-check
// The reference page's try-it console: a plain browser script that docs.mjs inlines after Redoc.
// What it offers for each operation (parameters and their examples, the request example, the
// stated errors, the credential its code samples use) the build reads from the document and writes
// beside it (#console-operations, consoleOperations in code-samples.mjs); the console sends one operation at
// a time to the local mock or to an address the reader types.
//
// The credential the reader enters lives in a variable of this closure and in a password field;
// it never goes into the address, web storage, cookies or the console, and the request is sent with
// `credentials: "omit"` (no cookies), `referrerPolicy: "no-referrer"` and `cache: "no-store"`.
// Everything taken from the document is shown as text (textContent, attribute values), never as
// markup.
//
// Where it hooks into the page: once Redoc has rendered (docs.mjs sets <html data-docs-state>),
// every operation section Redoc draws (`[data-item-kind="httpItem"]`, drawn as the reader scrolls
// to it) gets a "Try it" button in its heading; the section is matched to its operation by the
// method and path Redoc shows in its sample panel. That is Redoc's markup, not an interface it
// promises; without it the floating "Console" button still opens the console, with its own list of
// every operation. Its look is in build/page.css. The same watch gives each line of a code sample
// its indentation (`--indent`), so that page.css wraps a long line below its own text.
(() => {
  "use strict";
  const MOCK = document.currentScript?.getAttribute("data-mock-url") || "http://127.0.0.1:4010";
  // What a header value may hold: visible ASCII and inner spaces.
  const HEADER_VALUE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

  /**
   * @typedef {{ name: string, in: string, required: boolean, example: string }} Parameter
   * @typedef {{ id: string, method: string, path: string, note: string, params: Parameter[],
   *   body: string | null, answers: Array<{ label: string, prefer: string }>, auth: string }} Operation
   */

  /**
   * An element with attributes (`text` sets its text) and children.
   * @param {string} tag
   * @param {Record<string, string>} [attrs]
   * @param {Array<Node>} [children]
   * @returns {any}
   */
  function el(tag, attrs = {}, children = []) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === "text") e.textContent = v;
      else e.setAttribute(k, v);
    }
    e.append(...children);
    return e;
  }

  /** @param {Operation[]} ops */
  function install(ops) {
    const byId = new Map(ops.map((o) => [o.id, o]));
    const byRoute = new Map(ops.map((o) => [`${o.method} ${o.path}`, o]));
    let secret = ""; // the credential: here and in the password field only

    // The panel's fixed parts; what comes from the document is added below, as text.
    const panel = el("aside", { id: "tryit-panel", "aria-label": "Try-it console" });
    panel.innerHTML = `<button id="tryit-close" type="button">Close</button>
      <h2>Try it</h2>
      <label for="tryit-op">Operation</label>
      <select id="tryit-op"></select>
      <p id="tryit-op-note" class="tryit-note"></p>
      <label for="tryit-server">Server</label>
      <input id="tryit-server" type="url" spellcheck="false" autocomplete="off">
      <p class="tryit-note">The local mock (npm run mock) answers on <span></span>. Another server must allow calls from this page (CORS).</p>
      <label for="tryit-auth">Credential</label>
      <select id="tryit-auth">
        <option value="none">No credential</option>
        <option value="basic">API key (HTTP basic: the key as user name, empty password)</option>
        <option value="bearer">OAuth2 access token (Authorization: Bearer)</option>
      </select>
      <label for="tryit-secret">API key or access token</label>
      <input id="tryit-secret" type="password" autocomplete="off" spellcheck="false">
      <p class="tryit-note">Kept in this page only while it is open: never stored, logged or put in the address.</p>
      <label for="tryit-prefer">Answer asked of the mock</label>
      <select id="tryit-prefer"></select>
      <div id="tryit-params"></div>
      <label for="tryit-body">Request body (JSON)</label>
      <textarea id="tryit-body" rows="8" spellcheck="false"></textarea>
      <p><button id="tryit-send" type="button">Send</button></p>
      <div id="tryit-result" aria-live="polite"></div>`;
    const ids = ["op", "op-note", "server", "auth", "secret", "prefer", "params", "body", "send", "result", "close"];
    const [opSelect, opNote, serverInput, authSelect, secretInput, preferSelect, paramsBox, bodyInput, ...rest] =
      ids.map((id) => panel.querySelector(`#tryit-${id}`));
    const [sendButton, result, closeButton] = rest;
    const bodyLabel = panel.querySelector('label[for="tryit-body"]');
    opSelect.append(...ops.map((o) => el("option", { value: o.id, text: `${o.method} ${o.path}` })));
    serverInput.value = panel.querySelector(".tryit-note span").textContent = MOCK;
    secretInput.addEventListener("input", () => (secret = secretInput.value));
    const fab = el("button", { id: "tryit-fab", type: "button", text: "Console" });
    document.body.append(panel, fab);

    fab.addEventListener("click", () => openFor(opSelect.value));
    closeButton.addEventListener("click", () => panel.classList.remove("open"));
    document.addEventListener("keydown", (event) => event.key === "Escape" && panel.classList.remove("open"));
    opSelect.addEventListener("change", () => fill(/** @type {Operation} */ (byId.get(opSelect.value))));

    /** @param {Operation} o */
    function fill(o) {
      paramsBox.replaceChildren(
        ...o.params.flatMap((p, i) => [
          el("label", { for: `tryit-p-${i}`, text: `${p.name} (${p.in}${p.required ? ", required" : ""})` }),
          el("input", {
            id: `tryit-p-${i}`,
            "data-in": p.in,
            "data-name": p.name,
            value: p.example,
            placeholder: p.example,
            spellcheck: "false",
          }),
        ]),
      );
      bodyInput.value = o.body ?? "";
      bodyInput.style.display = bodyLabel.style.display = o.body === null ? "none" : "";
      preferSelect.replaceChildren(
        el("option", { value: "", text: "The success example (no Prefer header)" }),
        ...o.answers.map((a) => el("option", { value: a.prefer, text: `${a.label} (Prefer: ${a.prefer})` })),
      );
      // The credential the operation's code samples send, as the build chose it.
      authSelect.value = o.auth;
      opNote.textContent = o.note;
      result.textContent = "";
    }

    /** @param {string} id */
    function openFor(id) {
      const o = byId.get(id);
      if (!o) return;
      opSelect.value = id;
      fill(o);
      panel.classList.add("open");
      opSelect.focus();
    }

    /** @param {...Node} nodes */
    const show = (...nodes) => result.replaceChildren(...nodes);
    const say = (/** @type {string} */ text) => show(el("p", { class: "tryit-message", text }));

    sendButton.addEventListener("click", () => {
      const o = byId.get(opSelect.value);
      if (!o) return;
      let path = o.path;
      const query = new URLSearchParams();
      /** @type {Record<string, string>} */
      const headers = {};
      const problems = [];
      for (const input of paramsBox.querySelectorAll("input")) {
        const { value: v } = input;
        const where = input.getAttribute("data-in");
        const name = input.getAttribute("data-name") || "";
        if (where === "path") {
          if (!v) problems.push(`fill in ${name}`);
          path = path.split(`{${name}}`).join(encodeURIComponent(v));
        } else if (v && where === "query") {
          query.append(name, v);
        } else if (v && where === "header") {
          if (!HEADER_VALUE.test(v)) problems.push(`${name} must be visible ASCII on one line`);
          headers[name] = v;
        }
      }
      if (authSelect.value !== "none" && secret) {
        if (!HEADER_VALUE.test(secret)) problems.push("the credential must be visible ASCII on one line");
        else if (authSelect.value === "basic" && secret.includes(":")) problems.push("an API key cannot contain ':'");
        // Visible ASCII, so btoa takes it as it is.
        else headers.Authorization = authSelect.value === "basic" ? `Basic ${btoa(`${secret}:`)}` : `Bearer ${secret}`;
      }
      if (preferSelect.value) headers.Prefer = preferSelect.value;
      /** @type {RequestInit} */
      const init = {
        method: o.method,
        headers,
        credentials: "omit",
        cache: "no-store",
        referrerPolicy: "no-referrer",
        mode: "cors",
      };
      if (o.body !== null && bodyInput.value.trim() && o.method !== "GET" && o.method !== "HEAD") {
        try {
          JSON.parse(bodyInput.value);
        } catch {
          problems.push("the request body is not JSON");
        }
        headers["Content-Type"] = "application/json";
        init.body = bodyInput.value;
      }
      if (problems.length) return say(`Not sent: ${problems.join("; ")}.`);
      const server = serverInput.value.trim().replace(/\/+$/, "");
      try {
        // The package's own check of an address (escrowUrl, compiled from src/shared/url.ts before
        // this script), the one the client applies to its base URL: absolute, https (http only on
        // this computer), no credentials, query or fragment.
        /** @type {any} */ (globalThis).escrowUrl.checkUrl("The server address", server);
      } catch (error) {
        return say(`Not sent. ${/** @type {Error} */ (error).message}.`);
      }
      const target = new URL(server + path + (query.toString() ? `?${query}` : "")).href;
      say(`Sending ${o.method} ${target} ...`);
      fetch(target, init).then(
        async (res) => {
          let text = await res.text();
          try {
            text = JSON.stringify(JSON.parse(text), null, 2);
          } catch {
            // not JSON: shown as it came
          }
          show(
            el("p", { class: "tryit-status", text: `${res.status} ${res.statusText} from ${o.method} ${target}` }),
            ...(headers.Prefer ? [el("p", { class: "tryit-note", text: `Sent with Prefer: ${headers.Prefer}` })] : []),
            el("pre", { class: "tryit-headers", text: [...res.headers].map(([k, v]) => `${k}: ${v}`).join("\n") }),
            el("pre", { class: "tryit-body", text }),
          );
        },
        () =>
          say(
            "No answer: the server could not be reached, or it does not allow calls from this page (CORS). " +
              "The local mock (npm run mock) allows them.",
          ),
      );
    });

    /**
     * Gives every drawn operation section without one a Try it button in its heading; the
     * operation is the one whose method and path its sample panel shows.
     */
    function addButtons() {
      for (const section of document.querySelectorAll('#redoc [data-item-kind="httpItem"]')) {
        const heading = section.querySelector("h2");
        const tag = section.querySelector('[data-testid="right-panel"] [data-component-name="Tag/Tag"]');
        const path = tag?.nextElementSibling?.textContent?.trim();
        const o = path && byRoute.get(`${tag?.textContent?.trim().toUpperCase()} ${path}`);
        if (!heading || heading.querySelector(".tryit-open") || !o) continue;
        const button = el("button", { type: "button", class: "tryit-open", "data-operation": o.id, text: "Try it" });
        button.addEventListener("click", () => openFor(o.id));
        heading.append(button);
      }
    }
    /**
     * Marks each sample line Redoc drew with the columns it is indented by, and keeps its
     * indentation and first character together (`.th-lead`), so that a long line does not wrap
     * right after its indentation. The line's text stays as it is: Redoc writes a sample's lines as
     * HTML of its own, which React does not update in place.
     */
    function markIndents() {
      for (const line of document.querySelectorAll(
        '#redoc [data-testid="right-panel"] pre .th-line:not([data-indent])',
      )) {
        const lead = /^[ \t]*/.exec(line.textContent || "")?.[0] ?? "";
        line.setAttribute("data-indent", String(lead.length));
        /** @type {HTMLElement} */ (line).style.setProperty("--indent", `${lead.replace(/\t/g, "  ").length}ch`);
        const texts = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let seen = 0, node = texts.nextNode(); lead && node; node = texts.nextNode()) {
          const length = (node.textContent || "").length;
          if (seen + length > lead.length) {
            const range = document.createRange();
            range.setStart(line, 0);
            range.setEnd(node, lead.length - seen + 1);
            line.prepend(el("span", { class: "th-lead" }, [range.extractContents()]));
            break;
          }
          seen += length;
        }
      }
    }
    let pending = false;
    const redoc = document.getElementById("redoc");
    if (redoc) {
      new MutationObserver(() => {
        if (pending) return;
        pending = true;
        requestAnimationFrame(() => {
          pending = false;
          addButtons();
          markIndents();
        });
      }).observe(redoc, { childList: true, subtree: true });
    }
    addButtons();
    markIndents();
    if (ops[0]) fill(ops[0]);
  }

  const root = document.documentElement;
  const start = () => install(JSON.parse(document.getElementById("console-operations")?.textContent || "[]"));
  if (root.getAttribute("data-docs-state") !== "loading") start();
  else {
    new MutationObserver((_, observer) => {
      if (root.getAttribute("data-docs-state") === "loading") return;
      observer.disconnect();
      start();
    }).observe(root, { attributes: true, attributeFilter: ["data-docs-state"] });
  }
})();
