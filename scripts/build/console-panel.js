// @ts-check
// The reference page's try-it console: a plain browser script that docs.mjs inlines after Redoc.
// It reads the same document the page renders (the JSON in #openapi-document) and sends one
// operation at a time to the local mock or to an address the reader types.
//
// The credential the reader enters lives in a variable of this closure and in a password field;
// it never goes into the address, web storage, cookies or the console, and the request is sent with
// `credentials: "omit"` (no cookies), `referrerPolicy: "no-referrer"` and `cache: "no-store"`.
// Everything taken from the document is shown as text (textContent, attribute values), never as
// markup. For each operation the console opens on the credential its code samples use, which the
// build writes beside the document (#console-credentials, from build/code-samples.mjs).
//
// Where it hooks into the page: once Redoc has rendered (docs.mjs sets <html data-docs-state>),
// every operation section Redoc draws (`[data-item-kind="httpItem"]`, drawn as the reader scrolls
// to it) gets a "Try it" button in its heading; the section is matched to its operation by the
// method and path Redoc shows in its sample panel. That is Redoc's markup, not an interface it
// promises; without it the floating "Console" button still opens the console, with its own list of
// every operation. Its look is in build/page.css. The same watch gives each line of a code sample
// its indentation (`--indent`), so that page.css wraps a long line below its own text.
(function () {
  "use strict";
  var METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
  var script = document.currentScript;
  var MOCK = (script && script.getAttribute("data-mock-url")) || "http://127.0.0.1:4010";
  // The console's credential choice for each credential code-samples.mjs names.
  /** @type {Record<string, string>} */
  var CREDENTIAL_FIELD = { apiKey: "basic", accessToken: "bearer", none: "none" };
  // What a header value may hold: visible ASCII and inner spaces.
  var HEADER_VALUE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

  /**
   * @param {any} spec
   * @param {any} node
   */
  function resolve(spec, node) {
    for (var step = 0; node && typeof node.$ref === "string" && node.$ref.indexOf("#/") === 0 && step < 20; step++) {
      node = node.$ref
        .slice(2)
        .split("/")
        .reduce(
          /** @param {any} at @param {string} key */
          function (at, key) {
            return at && typeof at === "object" ? at[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
          },
          spec,
        );
    }
    return node;
  }

  /**
   * The first value of an object (of named examples), if it is one.
   * @param {any} object
   */
  function firstValue(object) {
    var keys = object && typeof object === "object" ? Object.keys(object) : [];
    return keys.length ? object[/** @type {string} */ (keys[0])] : undefined;
  }

  /**
   * The value of a media type object's first example, if it has one.
   * @param {any} spec
   * @param {any} media
   */
  function firstExample(spec, media) {
    if (!media || typeof media !== "object") return undefined;
    if (media.example !== undefined) return { value: media.example };
    var first = resolve(spec, firstValue(media.examples));
    if (first && first.value !== undefined) return { value: first.value };
    var schema = resolve(spec, media.schema);
    return schema && schema.example !== undefined ? { value: schema.example } : undefined;
  }

  /**
   * A parameter's example, if it has one.
   * @param {any} spec
   * @param {any} p
   */
  function parameterExample(spec, p) {
    if (p.example !== undefined) return p.example;
    var first = resolve(spec, firstValue(p.examples));
    if (first && first.value !== undefined) return first.value;
    var schema = resolve(spec, p.schema);
    return schema ? schema.example : undefined;
  }

  /**
   * Every operation of the document, with what the console needs of it.
   * @param {any} spec
   */
  function listOperations(spec) {
    /** @type {any[]} */
    var ops = [];
    var paths = spec && spec.paths && typeof spec.paths === "object" ? spec.paths : {};
    Object.keys(paths).forEach(function (path) {
      var item = resolve(spec, paths[path]) || {};
      METHODS.forEach(function (method) {
        var op = item[method];
        if (!op || typeof op !== "object") return;
        /** @type {Record<string, any>} */
        var byPlace = {};
        [item.parameters, op.parameters].forEach(function (list) {
          (Array.isArray(list) ? list : []).forEach(function (ref) {
            var p = resolve(spec, ref);
            if (p && typeof p.name === "string") byPlace[p["in"] + ":" + p.name] = p;
          });
        });
        /** @type {Array<{ label: string, prefer: string }>} */
        var answers = [];
        var responses = op.responses && typeof op.responses === "object" ? op.responses : {};
        Object.keys(responses).forEach(function (code) {
          // The errors the document states with a status the mock can be asked for by number.
          if (!/^[45]\d\d$/.test(code)) return;
          var response = resolve(spec, responses[code]) || {};
          var media = response.content && response.content["application/json"];
          var names = media && media.examples && typeof media.examples === "object" ? Object.keys(media.examples) : [];
          if (!names.length) answers.push({ label: code, prefer: "code=" + code });
          names.forEach(function (name) {
            answers.push({ label: code + " " + name, prefer: "code=" + code + ", example=" + name });
          });
        });
        ops.push({
          id: typeof op.operationId === "string" ? op.operationId : method + " " + path,
          method: method.toUpperCase(),
          path: path,
          op: op,
          params: Object.keys(byPlace).map(function (k) {
            return byPlace[k];
          }),
          answers: answers,
        });
      });
    });
    return ops;
  }

  /**
   * An element with attributes (`text` sets its text) and children.
   * @param {string} tag
   * @param {Record<string, string>} [attrs]
   * @param {Array<Node | null>} [children]
   */
  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      var v = /** @type {Record<string, string>} */ (attrs)[k] || "";
      if (k === "text") e.textContent = v;
      else e.setAttribute(k, v);
    });
    (children || []).forEach(function (c) {
      if (c) e.appendChild(c);
    });
    return e;
  }

  /** @param {string} text */
  function base64(text) {
    var binary = "";
    new TextEncoder().encode(text).forEach(function (b) {
      binary += String.fromCharCode(b);
    });
    return btoa(binary);
  }

  /**
   * Why the server address may not be called from this page, or "" when it may: the package's own
   * check of an address (escrowUrl, compiled from src/shared/url.ts before this script), the one
   * the client applies to its base URL: absolute, https (http only on this computer), no
   * credentials, query or fragment.
   * @param {string} address
   */
  function refusal(address) {
    try {
      /** @type {{ escrowUrl: { checkUrl(name: string, text: string): URL } }} */ (
        /** @type {unknown} */ (globalThis)
      ).escrowUrl.checkUrl("The server address", address);
      return "";
    } catch (error) {
      return /** @type {Error} */ (error).message + ".";
    }
  }

  /**
   * @param {any} spec
   * @param {Record<string, string>} credentials the samples' credential by "METHOD /path"
   */
  function install(spec, credentials) {
    var ops = listOperations(spec);
    /** @type {Record<string, any>} */
    var byId = Object.create(null);
    /** @type {Record<string, any>} */
    var byRoute = Object.create(null);
    ops.forEach(function (o) {
      byId[o.id] = o;
      byRoute[o.method + " " + o.path] = o;
    });
    var secret = ""; // the credential: here and in the password field only

    var opSelect = /** @type {HTMLSelectElement} */ (el("select", { id: "tryit-op" }));
    ops.forEach(function (o) {
      opSelect.appendChild(el("option", { value: o.id, text: o.method + " " + o.path }));
    });
    var opNote = el("p", { id: "tryit-op-note", class: "tryit-note" });
    var serverInput = /** @type {HTMLInputElement} */ (
      el("input", { id: "tryit-server", type: "url", value: MOCK, spellcheck: "false", autocomplete: "off" })
    );
    var authSelect = /** @type {HTMLSelectElement} */ (
      el("select", { id: "tryit-auth" }, [
        el("option", { value: "none", text: "No credential" }),
        el("option", { value: "basic", text: "API key (HTTP basic: the key as user name, empty password)" }),
        el("option", { value: "bearer", text: "OAuth2 access token (Authorization: Bearer)" }),
      ])
    );
    var secretLabel = el("label", { for: "tryit-secret", text: "API key or access token" });
    var secretInput = /** @type {HTMLInputElement} */ (
      el("input", { id: "tryit-secret", type: "password", autocomplete: "off", spellcheck: "false" })
    );
    secretInput.addEventListener("input", function () {
      secret = secretInput.value;
    });
    var preferSelect = /** @type {HTMLSelectElement} */ (el("select", { id: "tryit-prefer" }));
    var paramsBox = el("div", { id: "tryit-params" });
    var bodyInput = /** @type {HTMLTextAreaElement} */ (
      el("textarea", { id: "tryit-body", rows: "8", spellcheck: "false" })
    );
    var bodyLabel = el("label", { for: "tryit-body", text: "Request body (JSON)" });
    var sendButton = el("button", { id: "tryit-send", type: "button", text: "Send" });
    var result = el("div", { id: "tryit-result", "aria-live": "polite" });
    var closeButton = el("button", { id: "tryit-close", type: "button", text: "Close" });
    var panel = el("aside", { id: "tryit-panel", "aria-label": "Try-it console" }, [
      closeButton,
      el("h2", { text: "Try it" }),
      el("label", { for: "tryit-op", text: "Operation" }),
      opSelect,
      opNote,
      el("label", { for: "tryit-server", text: "Server" }),
      serverInput,
      el("p", {
        class: "tryit-note",
        text:
          "The local mock (npm run mock) answers on " +
          MOCK +
          ". Another server must allow calls from this page (CORS).",
      }),
      el("label", { for: "tryit-auth", text: "Credential" }),
      authSelect,
      secretLabel,
      secretInput,
      el("p", {
        class: "tryit-note",
        text: "Kept in this page only while it is open: never stored, logged or put in the address.",
      }),
      el("label", { for: "tryit-prefer", text: "Answer asked of the mock" }),
      preferSelect,
      paramsBox,
      bodyLabel,
      bodyInput,
      el("p", {}, [sendButton]),
      result,
    ]);
    document.body.appendChild(panel);
    var fab = el("button", { id: "tryit-fab", type: "button", text: "Console" });
    document.body.appendChild(fab);

    fab.addEventListener("click", function () {
      openFor(opSelect.value);
    });
    closeButton.addEventListener("click", function () {
      panel.classList.remove("open");
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape") panel.classList.remove("open");
    });
    opSelect.addEventListener("change", function () {
      fill(byId[opSelect.value]);
    });

    /** @param {any} o */
    function fill(o) {
      paramsBox.textContent = "";
      o.params.forEach(
        /** @param {any} p @param {number} i */
        function (p, i) {
          var where = p["in"];
          if (where !== "path" && where !== "query" && where !== "header") return;
          var id = "tryit-p-" + i;
          var example = parameterExample(spec, p);
          var shown = example === undefined ? "" : String(example);
          paramsBox.appendChild(
            el("label", { for: id, text: p.name + " (" + where + (p.required ? ", required" : "") + ")" }),
          );
          paramsBox.appendChild(
            el("input", {
              id: id,
              "data-in": where,
              "data-name": p.name,
              value: shown,
              placeholder: shown,
              spellcheck: "false",
            }),
          );
        },
      );
      var body = resolve(spec, o.op.requestBody);
      var media = body && body.content && body.content["application/json"];
      var example = firstExample(spec, media);
      var hasBody = Boolean(media);
      bodyInput.value = example ? JSON.stringify(example.value, null, 2) : hasBody ? "{}" : "";
      bodyInput.style.display = bodyLabel.style.display = hasBody ? "" : "none";
      preferSelect.textContent = "";
      preferSelect.appendChild(el("option", { value: "", text: "The success example (no Prefer header)" }));
      o.answers.forEach(
        /** @param {{ label: string, prefer: string }} a */
        function (a) {
          preferSelect.appendChild(el("option", { value: a.prefer, text: a.label + " (Prefer: " + a.prefer + ")" }));
        },
      );
      // The credential the operation's code samples send, as the build chose it.
      authSelect.value = CREDENTIAL_FIELD[credentials[o.method + " " + o.path] || ""] || "none";
      opNote.textContent = o.id + (typeof o.op.summary === "string" ? ": " + o.op.summary : "");
      result.textContent = "";
    }

    /** @param {string} id */
    function openFor(id) {
      if (!byId[id]) return;
      opSelect.value = id;
      fill(byId[id]);
      panel.classList.add("open");
      opSelect.focus();
    }

    /** @param {string} text */
    function say(text) {
      result.textContent = "";
      result.appendChild(el("p", { class: "tryit-message", text: text }));
    }

    sendButton.addEventListener("click", function () {
      var o = byId[opSelect.value];
      if (!o) return;
      var path = o.path;
      var query = new URLSearchParams();
      /** @type {Record<string, string>} */
      var headers = {};
      /** @type {string[]} */
      var problems = [];
      paramsBox.querySelectorAll("input").forEach(function (input) {
        var v = input.value;
        var where = input.getAttribute("data-in");
        var name = input.getAttribute("data-name") || "";
        if (where === "path") {
          if (!v) problems.push("fill in " + name);
          path = path.split("{" + name + "}").join(encodeURIComponent(v));
        } else if (v && where === "query") {
          query.append(name, v);
        } else if (v && where === "header") {
          if (!HEADER_VALUE.test(v)) problems.push(name + " must be visible ASCII on one line");
          headers[name] = v;
        }
      });
      if (authSelect.value !== "none" && secret) {
        if (!HEADER_VALUE.test(secret)) problems.push("the credential must be visible ASCII on one line");
        else if (authSelect.value === "basic" && secret.indexOf(":") >= 0)
          problems.push("an API key cannot contain ':'");
        else
          headers.Authorization = authSelect.value === "basic" ? "Basic " + base64(secret + ":") : "Bearer " + secret;
      }
      if (preferSelect.value) headers.Prefer = preferSelect.value;
      /** @type {RequestInit} */
      var init = {
        method: o.method,
        headers: headers,
        credentials: "omit",
        cache: "no-store",
        referrerPolicy: "no-referrer",
        mode: "cors",
      };
      if (bodyInput.style.display !== "none" && bodyInput.value.trim() && o.method !== "GET" && o.method !== "HEAD") {
        try {
          JSON.parse(bodyInput.value);
        } catch {
          problems.push("the request body is not JSON");
        }
        headers["Content-Type"] = "application/json";
        init.body = bodyInput.value;
      }
      if (problems.length) return say("Not sent: " + problems.join("; ") + ".");
      var server = serverInput.value.trim().replace(/\/+$/, "");
      var refused = refusal(server);
      if (refused) return say("Not sent. " + refused);
      var url = new URL(server + path + (query.toString() ? "?" + query : ""));
      var target = url.href;
      say("Sending " + o.method + " " + target + " ...");
      fetch(target, init).then(
        function (res) {
          return res.text().then(function (text) {
            var shown = text;
            try {
              shown = JSON.stringify(JSON.parse(text), null, 2);
            } catch {
              // not JSON: shown as it came
            }
            /** @type {string[]} */
            var lines = [];
            res.headers.forEach(function (v, k) {
              lines.push(k + ": " + v);
            });
            result.textContent = "";
            result.appendChild(
              el("p", {
                class: "tryit-status",
                text: res.status + " " + res.statusText + " from " + o.method + " " + target,
              }),
            );
            if (headers.Prefer)
              result.appendChild(el("p", { class: "tryit-note", text: "Sent with Prefer: " + headers.Prefer }));
            result.appendChild(el("pre", { class: "tryit-headers", text: lines.join("\n") }));
            result.appendChild(el("pre", { class: "tryit-body", text: shown }));
          });
        },
        function () {
          say(
            "No answer: the server could not be reached, or it does not allow calls from this page (CORS). " +
              "The local mock (npm run mock) allows them.",
          );
        },
      );
    });

    /**
     * The operation a section Redoc drew is about: the method and path of its sample panel.
     * @param {Element} section
     */
    function operationOf(section) {
      var tag = section.querySelector('[data-testid="right-panel"] [data-component-name="Tag/Tag"]');
      var path = tag && tag.nextElementSibling;
      var method = ((tag && tag.textContent) || "").trim().toUpperCase();
      return path ? byRoute[method + " " + (path.textContent || "").trim()] : undefined;
    }

    /** Gives every drawn operation section without one a Try it button in its heading. */
    function addButtons() {
      document.querySelectorAll('#redoc [data-item-kind="httpItem"]').forEach(function (section) {
        var heading = section.querySelector("h2");
        if (!heading || heading.querySelector(".tryit-open")) return;
        var o = operationOf(section);
        if (!o) return;
        var button = el("button", { type: "button", class: "tryit-open", "data-operation": o.id, text: "Try it" });
        button.addEventListener("click", function () {
          openFor(o.id);
        });
        heading.appendChild(button);
      });
    }
    /**
     * Marks each sample line Redoc drew with the columns it is indented by, and keeps its
     * indentation and first character together (`.th-lead`), so that a long line does not wrap
     * right after its indentation. The line's text stays as it is: Redoc writes a sample's lines as
     * HTML of its own, which React does not update in place.
     */
    function markIndents() {
      document
        .querySelectorAll('#redoc [data-testid="right-panel"] pre .th-line:not([data-indent])')
        .forEach(function (line) {
          var lead = (/^[ \t]*/.exec(line.textContent || "") || [""])[0];
          line.setAttribute("data-indent", String(lead.length));
          /** @type {HTMLElement} */ (line).style.setProperty("--indent", lead.replace(/\t/g, "  ").length + "ch");
          var texts = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
          for (var seen = 0, node = texts.nextNode(); lead && node; node = texts.nextNode()) {
            var length = (node.textContent || "").length;
            if (seen + length > lead.length) {
              var range = document.createRange();
              range.setStart(line, 0);
              range.setEnd(node, lead.length - seen + 1);
              line.insertBefore(el("span", { class: "th-lead" }, [range.extractContents()]), line.firstChild);
              break;
            }
            seen += length;
          }
        });
    }
    var pending = false;
    var redoc = document.getElementById("redoc");
    if (redoc) {
      new MutationObserver(function () {
        if (pending) return;
        pending = true;
        requestAnimationFrame(function () {
          pending = false;
          addButtons();
          markIndents();
        });
      }).observe(redoc, { childList: true, subtree: true });
    }
    addButtons();
    markIndents();
    if (ops.length) fill(ops[0]);
  }

  /** @param {() => void} fn */
  function whenRendered(fn) {
    var root = document.documentElement;
    var done = function () {
      return root.getAttribute("data-docs-state") !== "loading";
    };
    if (done()) return fn();
    new MutationObserver(function (_, observer) {
      if (!done()) return;
      observer.disconnect();
      fn();
    }).observe(root, { attributes: true, attributeFilter: ["data-docs-state"] });
  }

  whenRendered(function () {
    var source = document.getElementById("openapi-document");
    var credentials = document.getElementById("console-credentials");
    install(
      JSON.parse((source && source.textContent) || "{}"),
      JSON.parse((credentials && credentials.textContent) || "{}"),
    );
  });
})();
