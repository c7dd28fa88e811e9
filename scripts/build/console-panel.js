// @ts-check
// The reference page's try-it console: a plain browser script that docs.mjs inlines after Redoc.
// It reads the same document the page renders (the JSON in #openapi-document) and sends one
// operation at a time to the local mock or to an address the reader types.
//
// The credential the reader enters lives in a variable of this closure and in a password field;
// it never goes into the address, web storage, cookies or the console, and the request is sent with
// `credentials: "omit"` (no cookies), `referrerPolicy: "no-referrer"` and `cache: "no-store"`.
// Everything taken from the document is shown as text (textContent, attribute values), never as
// markup.
//
// Where it hooks into the page: once Redoc has rendered (docs.mjs sets <html data-docs-state>),
// each element `[data-section-id="operation/<operationId>"]` gets a "Try it" button in its first
// heading. That attribute is Redoc's markup, not an interface it promises; without it the floating
// "Console" button still opens the console, with its own list of every operation.
(function () {
  "use strict";
  var METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
  var script = document.currentScript;
  var MOCK = (script && script.getAttribute("data-mock-url")) || "http://127.0.0.1:4010";
  var LOOPBACK = ["127.0.0.1", "localhost"];
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
          security: Array.isArray(op.security) ? op.security : Array.isArray(spec.security) ? spec.security : [],
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
   * Why an address may not be called from this page, or "" when it may: the page's policy allows
   * https addresses, and http ones only on this computer.
   * @param {URL} url
   */
  function refusal(url) {
    if (url.username || url.password) return "Put the credential in the credential field, not in the address.";
    if (url.protocol === "https:") return "";
    if (url.protocol === "http:" && LOOPBACK.indexOf(url.hostname) >= 0) return "";
    return (
      "This page calls https addresses, and http ones only on this computer (" +
      LOOPBACK.join(", ") +
      "); " +
      url.protocol +
      "//" +
      url.host +
      " is neither."
    );
  }

  var STYLE =
    "#tryit-panel{position:fixed;top:0;right:0;bottom:0;width:min(520px,100vw);z-index:1000;overflow:auto;box-sizing:border-box;" +
    "background:#fff;color:#222;border-left:1px solid #ccc;box-shadow:-4px 0 12px rgba(0,0,0,.15);font:14px/1.4 sans-serif;padding:12px 16px;display:none}" +
    "#tryit-panel.open{display:block}#tryit-panel label{display:block;margin:8px 0 2px;font-weight:600}" +
    "#tryit-panel input,#tryit-panel select,#tryit-panel textarea{width:100%;box-sizing:border-box;font:13px monospace;padding:4px}" +
    "#tryit-panel pre{background:#f4f4f4;padding:8px;white-space:pre-wrap;word-break:break-all;max-height:50vh;overflow:auto}" +
    "#tryit-panel .tryit-note{color:#555;font-size:12px;margin:2px 0}" +
    ".tryit-open{margin-left:12px;font:12px sans-serif;padding:2px 8px;cursor:pointer;vertical-align:middle}" +
    "#tryit-fab{position:fixed;right:16px;bottom:16px;z-index:999;padding:8px 14px;cursor:pointer}";

  /** @param {any} spec */
  function install(spec) {
    var ops = listOperations(spec);
    /** @type {Record<string, any>} */
    var byId = Object.create(null);
    ops.forEach(function (o) {
      byId[o.id] = o;
    });
    var secret = ""; // the credential: here and in the password field only

    document.head.appendChild(el("style", { text: STYLE }));
    var opSelect = /** @type {HTMLSelectElement} */ (el("select", { id: "tryit-op" }));
    ops.forEach(function (o) {
      opSelect.appendChild(el("option", { value: o.id, text: o.method + " " + o.path + " (" + o.id + ")" }));
    });
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
    var closeButton = el("button", { id: "tryit-close", type: "button", text: "Close", style: "float:right" });
    var panel = el("aside", { id: "tryit-panel", "aria-label": "Try-it console" }, [
      closeButton,
      el("h3", { text: "Try it" }),
      el("label", { for: "tryit-op", text: "Operation" }),
      opSelect,
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
      var schemes = o.security.map(
        /** @param {any} r */
        function (r) {
          return r && typeof r === "object" ? Object.keys(r).join("+") : "";
        },
      );
      var kinds = schemes.map(
        /** @param {string} name */
        function (name) {
          var scheme = resolve(
            spec,
            spec.components && spec.components.securitySchemes && spec.components.securitySchemes[name],
          );
          if (!scheme) return "";
          if (scheme.type === "http" && /^basic$/i.test(scheme.scheme)) return "basic";
          if (scheme.type === "oauth2" || scheme.type === "openIdConnect") return "bearer";
          if (scheme.type === "http" && /^bearer$/i.test(scheme.scheme)) return "bearer";
          return "";
        },
      );
      if (kinds.indexOf(authSelect.value) < 0)
        authSelect.value = kinds.indexOf("basic") >= 0 ? "basic" : kinds[0] || "none";
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
      var url;
      try {
        url = new URL(serverInput.value.trim().replace(/\/+$/, "") + path + (query.toString() ? "?" + query : ""));
      } catch {
        return say("Not sent: the server address is not a URL.");
      }
      var refused = refusal(url);
      if (refused) return say("Not sent. " + refused);
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

    document.querySelectorAll('[data-section-id^="operation/"]').forEach(function (section) {
      var id = (section.getAttribute("data-section-id") || "").slice("operation/".length);
      var heading = section.querySelector("h2");
      if (!byId[id] || !heading) return;
      var button = el("button", { type: "button", class: "tryit-open", "data-operation": id, text: "Try it" });
      button.addEventListener("click", function () {
        openFor(id);
      });
      heading.appendChild(button);
    });
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
    install(JSON.parse((source && source.textContent) || "{}"));
  });
})();
