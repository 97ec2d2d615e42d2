/* Folio print page in a browser: running heads. Engines with string-set (WeasyPrint, Prince) take
   them from print.css; a browser such as Chromium has @page margin boxes but no string-set, so here
   each chapter gets a named page whose head holds its edition and its title. (A browser cannot tell
   the first page of a chapter from the others, so chapter openings carry the head too.) */
(function () {
  if (!window.CSS || !CSS.supports || CSS.supports("string-set", "chapter content()")) return;
  var heads = document.querySelectorAll(".chapter > .chapter-head[data-running-head]");
  var rules = [];
  for (var i = 0; i < heads.length; i++) {
    var name = "folio-chapter-" + i;
    heads[i].parentNode.style.page = name;
    rules.push("@page " + name + " { @top-left { content: " + JSON.stringify(heads[i].getAttribute("data-running-edition") || "") +
      "; } @top-right { content: " + JSON.stringify(heads[i].getAttribute("data-running-head") || "") + "; } }");
  }
  var style = document.createElement("style");
  style.textContent = rules.join("\n");
  document.head.appendChild(style);
})();
