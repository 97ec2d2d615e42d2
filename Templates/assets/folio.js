/* Folio page behaviour: reading mode, theme, shared table of contents, ←/→ paging, heading links.
   Everything is progressive: without JavaScript both languages show and links still work. */
(function () {
  "use strict";
  var doc = document.documentElement;
  var root = doc.getAttribute("data-root") || "";

  function store(key, value) { try { localStorage.setItem(key, value); } catch (e) { /* private mode */ } }

  // Reading mode: 中文 / English / 双语 (interleaved) / 对照 (side by side)
  function setMode(mode) {
    doc.setAttribute("data-mode", mode);
    store("folio-mode", mode);
    var buttons = document.querySelectorAll("[data-set-mode]");
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].setAttribute("aria-pressed", buttons[i].getAttribute("data-set-mode") === mode ? "true" : "false");
    }
  }
  setMode(doc.getAttribute("data-mode") || "both");
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-set-mode]");
    if (button) setMode(button.getAttribute("data-set-mode"));
  });

  // Theme: follows the system until the reader picks one
  var themeButton = document.querySelector(".theme-toggle");
  if (themeButton) {
    var isDark = function () {
      var chosen = doc.getAttribute("data-theme");
      return chosen ? chosen === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    };
    themeButton.setAttribute("aria-pressed", isDark() ? "true" : "false");
    themeButton.addEventListener("click", function () {
      var next = isDark() ? "light" : "dark";
      doc.setAttribute("data-theme", next);
      store("folio-theme", next);
      themeButton.setAttribute("aria-pressed", next === "dark" ? "true" : "false");
    });
  }

  // The shared table of contents (toc.js), drawn once per page with the current page marked
  var nav = document.getElementById("book-toc");
  if (nav && window.FOLIO_TOC) {
    var here = location.pathname.replace(/\/index\.html$/, "/");
    var fragment = document.createDocumentFragment();
    window.FOLIO_TOC.forEach(function (edition) {
      var details = document.createElement("details");
      var summary = document.createElement("summary");
      summary.textContent = edition.t;
      details.appendChild(summary);
      var list = document.createElement("ol");
      var editionLink = document.createElement("li");
      editionLink.innerHTML = "<a></a>";
      editionLink.firstChild.href = root + edition.h;
      // The edition's own page: its contents (and colophon), named so as not to echo a chapter's title
      // (a preface called 版本说明 sat under "版本说明与目录").
      editionLink.firstChild.textContent = "本版目录 · Contents";
      list.appendChild(editionLink);
      edition.c.forEach(function (chapter) {
        var item = document.createElement("li");
        if (chapter.p) item.className = "part";
        var link = document.createElement("a");
        link.href = root + chapter.h;
        link.textContent = chapter.t;
        if (link.pathname.replace(/\/index\.html$/, "/") === here) {
          link.setAttribute("aria-current", "page");
          details.open = true;
        }
        item.appendChild(link);
        list.appendChild(item);
      });
      if (editionLink.firstChild.pathname.replace(/\/index\.html$/, "/") === here) details.open = true;
      details.appendChild(list);
      fragment.appendChild(details);
    });
    nav.innerHTML = "";
    nav.appendChild(fragment);
    var current = nav.querySelector("[aria-current]");
    // Scroll the sidebar alone to the current page (scrollIntoView would scroll the page too).
    if (current) nav.scrollTop += current.getBoundingClientRect().top - nav.getBoundingClientRect().top - nav.clientHeight / 2;
  }
  var toggle = document.querySelector(".sidebar-toggle");
  if (toggle && nav) {
    toggle.addEventListener("click", function () {
      var open = nav.classList.toggle("open");
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }

  // ←/→ turn pages, except while typing or with a modifier key
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
    if (!rel) return;
    var link = document.querySelector('a[rel="' + rel + '"]');
    if (link) location.href = link.href;
  });

  // Heading links: a "#" after each heading that copies the section's address
  var headings = document.querySelectorAll("main h2[id], main h3[id], main h4[id]");
  for (var i = 0; i < headings.length; i++) {
    var anchor = document.createElement("a");
    anchor.className = "heading-anchor";
    anchor.href = "#" + headings[i].id;
    anchor.textContent = "#";
    anchor.setAttribute("aria-label", "复制本节链接 Copy link to this section");
    anchor.addEventListener("click", function (event) {
      var link = event.currentTarget;
      if (navigator.clipboard && location.protocol !== "file:") {
        navigator.clipboard.writeText(link.href).then(function () {
          link.classList.add("copied");
          setTimeout(function () { link.classList.remove("copied"); }, 1500);
        }, function () {});
      }
    });
    headings[i].appendChild(anchor);
  }

  // Mixed Chinese and Latin: where the browser has no text-autospace, a quarter-em span between Han and
  // Latin letters or digits (the text itself, and so copying and search, stay as written)
  if (!(window.CSS && CSS.supports && CSS.supports("text-autospace", "normal"))) {
    var main = document.querySelector("main");
    var boundary = /([\u3400-\u4dbf\u4e00-\u9fff])(?=[A-Za-z0-9])|([A-Za-z0-9])(?=[\u3400-\u4dbf\u4e00-\u9fff])/g;
    var walker = main && document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        var parent = node.parentNode;
        if (!parent || parent.closest("code, pre, script, style, .raw")) return NodeFilter.FILTER_REJECT;
        var lang = parent.closest("[lang]");
        return lang && lang.getAttribute("lang") === "zh-Hans" && boundary.test(node.data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
      }
    });
    var texts = [];
    while (walker && walker.nextNode()) texts.push(walker.currentNode);
    texts.forEach(function (node) {
      var parts = node.data.replace(boundary, "$1$2\u0000").split("\u0000");
      var fragment = document.createDocumentFragment();
      parts.forEach(function (part, index) {
        if (index > 0) { var gap = document.createElement("span"); gap.className = "autospace"; fragment.appendChild(gap); }
        fragment.appendChild(document.createTextNode(part));
      });
      node.parentNode.replaceChild(fragment, node);
    });
  }
})();
