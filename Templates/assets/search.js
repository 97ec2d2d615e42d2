/* Folio search: the query engine and the search dialog.
 *
 * The index is built by FolioSite's SearchIndexWriter into search-index.js, which assigns
 * window.FOLIO_SEARCH_INDEX (see SearchIndexWriter.swift for the format). This file loads it with a
 * <script> element the first time the dialog opens, so search works from file:// with no server.
 *
 * The engine (FolioSearch.segments, .tokens, .stem, .parseQuery, .query) touches no DOM and also runs
 * under node: `const FolioSearch = require("./search.js")`. Its text rules repeat SearchTokenizer.swift
 * and EnglishStemmer.swift rule for rule; a Swift test checks that both give the same tokens.
 */
(function (global) {
  "use strict";

  /* ---- Text rules (mirror SearchTextFolding.swift / SearchTokenizer.swift) ---- */

  function isHan(cp) {
    return (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0x4e00 && cp <= 0x9fff) ||
      (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0x20000 && cp <= 0x2fa1f);
  }
  function halfWidth(cp) {
    if (cp >= 0xff01 && cp <= 0xff5e) return cp - 0xfee0;
    return cp === 0x3000 ? 0x20 : cp;
  }
  function isLatinLetter(cp) {
    return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) ||
      (cp >= 0xc0 && cp <= 0x24f && cp !== 0xd7 && cp !== 0xf7);
  }
  function isDigit(cp) { return cp >= 0x30 && cp <= 0x39; }
  function isWordCode(cp) { return isLatinLetter(cp) || isDigit(cp) || (cp >= 0x300 && cp <= 0x36f); }
  function isApostrophe(cp) { return cp === 0x27 || cp === 0x2019; }

  var ASCII = /^[\x00-\x7f]*$/;
  var FULL_WIDTH = /[\uff01-\uff5e]/;

  /** A raw (half-width) word → lowercase, no diacritics, no possessive 's, no apostrophes. */
  function foldWord(raw) {
    var word = ASCII.test(raw) ? raw.toLowerCase() : raw.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    if (/['\u2019]s$/.test(word)) word = word.slice(0, -2);
    return word.replace(/['\u2019]/g, "");
  }

  /** The words and Han runs of text: [{kind: "word"|"han", text, start, end}], offsets in UTF-16 units. */
  function segments(text) {
    var out = [];
    var n = text.length;
    var i = 0;
    while (i < n) {
      var cp = text.codePointAt(i);
      if (isHan(cp)) {
        var j = i;
        while (j < n) {
          var c = text.codePointAt(j);
          if (!isHan(c)) break;
          j += c > 0xffff ? 2 : 1;
        }
        out.push({ kind: "han", text: text.slice(i, j), start: i, end: j });
        i = j;
        continue;
      }
      var first = halfWidth(cp);
      if (isLatinLetter(first) || isDigit(first)) {
        var end = wordEnd(text, i);
        var raw = text.slice(i, end);
        if (FULL_WIDTH.test(raw)) {
          raw = "";
          for (var k = i; k < end; k++) raw += String.fromCharCode(halfWidth(text.charCodeAt(k)));
        }
        var word = foldWord(raw);
        if (word) out.push({ kind: "word", text: word, start: i, end: end });
        i = end;
        continue;
      }
      i += cp > 0xffff ? 2 : 1;
    }
    return out;
  }

  function wordEnd(text, start) {
    var n = text.length;
    var end = start + 1;
    while (end < n) {
      var c = halfWidth(text.charCodeAt(end));
      var next = end + 1 < n ? halfWidth(text.charCodeAt(end + 1)) : -1;
      if (isWordCode(c)) {
        end += 1;
      } else if (isApostrophe(c) && (isLatinLetter(next) || isDigit(next))) {
        end += 2;
      } else if (c === 0x2e && isDigit(halfWidth(text.charCodeAt(end - 1))) && isDigit(next)) {
        end += 2;
      } else {
        break;
      }
    }
    return end;
  }

  var LETTERS_ONLY = /^[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]+$/;

  /** The stem of a folded word: plurals, -ed, -ing and a final e removed (see EnglishStemmer.swift). */
  function stem(word) {
    if (word.length < 4 || !LETTERS_ONLY.test(word)) return word;
    var s = word;
    if (s.endsWith("ies") && s.length >= 5) {
      s = s.slice(0, -3) + "y";
    } else if (s.endsWith("s") && !s.endsWith("ss") && !s.endsWith("us") && !s.endsWith("is")) {
      s = s.slice(0, -1);
    }
    if (!s.endsWith("eed")) {
      if (s.endsWith("ied") && s.length >= 5) {
        s = s.slice(0, -3) + "y";
      } else {
        var cut = s.endsWith("ed") ? 2 : s.endsWith("ing") ? 3 : 0;
        var rest = cut ? s.slice(0, -cut) : "";
        if (cut && rest.length >= 2 && /[aeiouy]/.test(rest)) {
          var last = rest.charAt(rest.length - 1);
          if (rest.length === 2) rest += "e";
          else if (rest.charAt(rest.length - 2) === last && "aeioulsz".indexOf(last) < 0) rest = rest.slice(0, -1);
          s = rest;
        }
      }
    }
    if (s.endsWith("e") && s.length >= 4) s = s.slice(0, -1);
    return s;
  }

  /** The index tokens of text, as SearchTokenizer.tokens gives them: [{kind, term}]. */
  function tokens(text) {
    var out = [];
    segments(text).forEach(function (seg) {
      if (seg.kind === "word") {
        out.push({ kind: "word", term: stem(seg.text) });
      } else {
        hanBigrams(seg.text).forEach(function (b) { out.push({ kind: "han", term: b }); });
      }
    });
    return out;
  }

  function hanBigrams(run) {
    var chars = Array.from(run);
    if (chars.length < 2) return chars;
    var out = [];
    for (var i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
    return out;
  }

  /** A query's terms: [{kind: "word", stem, weight} | {kind: "han", text, weight}], duplicates removed. */
  function parseQuery(query) {
    var terms = [];
    var seen = {};
    segments(String(query || "")).forEach(function (seg) {
      var term = seg.kind === "word" ? { kind: "word", stem: stem(seg.text), weight: 1 }
        : { kind: "han", text: seg.text, weight: 1 };
      var key = term.kind + ":" + (term.stem || term.text);
      if (!seen[key]) { seen[key] = true; terms.push(term); }
    });
    return terms;
  }


  /* ---- The index, prepared once ---- */

  var prepared = typeof WeakMap === "function" ? new WeakMap() : null;
  var hasOwn = Object.prototype.hasOwnProperty;

  /** The index with what queries need: sections as objects, one string to scan for Han, sorted stems. */
  function prepare(index) {
    var cached = prepared && prepared.get(index);
    if (cached) return cached;
    var parts = [];
    var starts = [];
    var offset = 0;
    var sections = index.sections.map(function (row, id) {
      var hay = row[4] + "\u0001" + row[5] + "\u0001" + row[6] + "\u0001" + row[7];
      starts.push(offset);
      parts.push(hay);
      offset += hay.length + 1;
      return {
        id: id, kind: row[0] === 1 ? "glossary" : "section",
        edition: index.editions[row[1]], chapter: index.chapters[row[2]], url: row[3],
        headings: [row[4], row[5]], texts: [row[6], row[7]], headingSegments: null
      };
    });
    var result = {
      sections: sections, corpus: parts.join("\u0000"), starts: starts,
      words: index.words, stems: Object.keys(index.words).sort()
    };
    sections.forEach(headingSegments);
    if (prepared) prepared.set(index, result);
    return result;
  }

  /** Section id → occurrence count of a Han run anywhere in a section. */
  function hanHits(p, text) {
    var hits = new Map();
    var section = 0;
    var pos = p.corpus.indexOf(text);
    while (pos >= 0) {
      while (section + 1 < p.starts.length && p.starts[section + 1] <= pos) section++;
      hits.set(section, (hits.get(section) || 0) + 1);
      pos = p.corpus.indexOf(text, pos + text.length);
    }
    return hits;
  }

  /** Adds the decoded postings of one stem to hits (id → {count, quality}). */
  function addPostings(p, key, quality, hits) {
    if (!hasOwn.call(p.words, key)) return;
    var id = 0;
    p.words[key].forEach(function (value) {
      id += Math.floor(value / 16);
      var hit = hits.get(id);
      if (!hit) hits.set(id, hit = { count: 0, quality: 0 });
      hit.count += value % 16;
      hit.quality = Math.max(hit.quality, quality);
    });
  }

  /** Section id → {count, quality} for a word: the exact stem (quality 1), longer stems it begins (0.5). */
  function wordHits(p, stemmed) {
    var hits = new Map();
    addPostings(p, stemmed, 1, hits);
    if (stemmed.length < 3) return hits;
    var low = 0;
    var high = p.stems.length;
    while (low < high) {
      var mid = (low + high) >> 1;
      if (p.stems[mid] < stemmed) low = mid + 1; else high = mid;
    }
    for (var i = low; i < p.stems.length && p.stems[i].startsWith(stemmed); i++) {
      if (p.stems[i] !== stemmed) addPostings(p, p.stems[i], 0.5, hits);
    }
    return hits;
  }

  /** Han runs not found anywhere are replaced by their bigrams, which share the run's weight. */
  function expandUnfound(p, terms) {
    var out = [];
    terms.forEach(function (term) {
      if (term.kind !== "han") { out.push(term); return; }
      term.hits = hanHits(p, term.text);
      var bigrams = hanBigrams(term.text);
      if (term.hits.size > 0 || bigrams.length < 2) { out.push(term); return; }
      bigrams.forEach(function (b) {
        out.push({ kind: "han", text: b, weight: term.weight / bigrams.length, hits: hanHits(p, b) });
      });
    });
    return out;
  }

  /* ---- Ranking ---- */

  /** 1 when a word's stem is the term's stem, 0.5 when it begins with it (3+ letters), else 0. */
  function wordQuality(term, segmentStem) {
    if (segmentStem === term.stem) return 1;
    return term.stem.length >= 3 && segmentStem.startsWith(term.stem) ? 0.5 : 0;
  }

  function headingSegments(section) {
    if (!section.headingSegments) {
      section.headingSegments = section.headings.map(function (heading) {
        return segments(heading).map(function (seg) {
          seg.stem = seg.kind === "word" ? stem(seg.text) : "";
          return seg;
        });
      });
    }
    return section.headingSegments;
  }

  /** How the terms meet a section's headings: weighted hits, and the best share of a heading covered. */
  function headingMatch(section, terms) {
    var hits = 0;
    var coverage = 0;
    var all = headingSegments(section);
    var qualities = terms.map(function () { return 0; });
    section.headings.forEach(function (heading, h) {
      var total = 0;
      var covered = 0;
      all[h].forEach(function (seg) {
        var length = seg.end - seg.start;
        if (seg.kind === "word") {
          var best = 0;
          terms.forEach(function (term, t) {
            if (term.kind !== "word") return;
            var q = wordQuality(term, seg.stem);
            qualities[t] = Math.max(qualities[t], q);
            best = Math.max(best, q);
          });
          if (best > 0) covered += length;
          if (best > 0 || !/^[0-9.]+$/.test(seg.text)) total += length;
          return;
        }
        total += length;
        var marked = new Uint8Array(length);
        terms.forEach(function (term) {
          if (term.kind !== "han") return;
          for (var at = seg.text.indexOf(term.text); at >= 0; at = seg.text.indexOf(term.text, at + 1)) {
            for (var i = at; i < at + term.text.length; i++) marked[i] = 1;
          }
        });
        marked.forEach(function (m) { covered += m; });
      });
      terms.forEach(function (term, t) {
        if (term.kind === "han" && heading.indexOf(term.text) >= 0) qualities[t] = 1;
      });
      if (total > 0) coverage = Math.max(coverage, covered / total);
    });
    terms.forEach(function (term, t) { hits += term.weight * qualities[t]; });
    return { hits: hits, coverage: coverage };
  }

  function differs(x, y) { return Math.abs(x - y) < 1e-9 ? 0 : x - y; }

  /** Sections holding any term, best first: most terms found (a word also counts when it begins a
   * longer stem, "modal" in "modality"), then most found in a heading (such prefix hits count half),
   * then sections before glossary entries, then the best-covered heading, then the most (log-scaled)
   * occurrences, then book order. */
  function rank(p, terms) {
    var candidates = new Map();
    terms.forEach(function (term) {
      var hits = term.kind === "word" ? wordHits(p, term.stem) : term.hits;
      hits.forEach(function (hit, id) {
        var count = typeof hit === "number" ? hit : hit.count;
        var quality = typeof hit === "number" ? 1 : hit.quality;
        var c = candidates.get(id);
        if (!c) candidates.set(id, c = { id: id, matched: 0, heading: 0, coverage: 0, body: 0 });
        c.matched += term.weight;
        c.body += term.weight * quality * Math.log2(1 + count);
      });
    });
    var ranked = [];
    candidates.forEach(function (c) {
      var match = headingMatch(p.sections[c.id], terms);
      c.heading = match.hits;
      c.coverage = match.coverage;
      ranked.push(c);
    });
    var isGlossary = function (c) { return p.sections[c.id].kind === "glossary" ? 1 : 0; };
    return ranked.sort(function (a, b) {
      return differs(b.matched, a.matched) || differs(b.heading, a.heading) ||
        isGlossary(a) - isGlossary(b) ||
        differs(b.coverage, a.coverage) || differs(b.body, a.body) || a.id - b.id;
    });
  }

  /* ---- Snippets ---- */

  function escapeHTML(text) {
    return text.replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  /** The [start, end) ranges of term matches in text[from, to), sorted and merged. */
  function hitRanges(text, terms, from, to) {
    var ranges = [];
    var words = terms.filter(function (t) { return t.kind === "word"; });
    if (words.length) {
      segments(text.slice(from, to)).forEach(function (seg) {
        if (seg.kind !== "word") return;
        var s = stem(seg.text);
        if (words.some(function (t) { return wordQuality(t, s) > 0; })) ranges.push([from + seg.start, from + seg.end]);
      });
    }
    terms.forEach(function (term) {
      if (term.kind !== "han") return;
      for (var at = text.indexOf(term.text, from); at >= 0 && at + term.text.length <= to;
        at = text.indexOf(term.text, at + term.text.length)) {
        ranges.push([at, at + term.text.length]);
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
    var merged = [];
    ranges.forEach(function (r) {
      var last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]); else merged.push(r.slice());
    });
    return merged;
  }

  /** True when a word of text starts at position (the same cut as segments()). */
  function startsWord(text, at) {
    if (at === 0) return true;
    var prev = halfWidth(text.charCodeAt(at - 1));
    if (isWordCode(prev)) return false;
    var before = at >= 2 ? halfWidth(text.charCodeAt(at - 2)) : -1;
    if (isApostrophe(prev) && (isLatinLetter(before) || isDigit(before))) return false;
    return !(prev === 0x2e && isDigit(before) && isDigit(halfWidth(text.charCodeAt(at))));
  }

  /** The first word of text matching a word term, found by scanning the lowercased text for the stem
   * (a stem minus a final y or e begins every word it stems from); -1 when the scan finds none. */
  function quickWordHit(text, words) {
    var lower = text.toLowerCase();
    if (lower.length !== text.length) return -1;
    var best = -1;
    words.forEach(function (term) {
      var key = /[ye]$/.test(term.stem) && term.stem.length > 1 ? term.stem.slice(0, -1) : term.stem;
      for (var at = lower.indexOf(key); at >= 0 && (best < 0 || at < best); at = lower.indexOf(key, at + 1)) {
        if (!startsWord(text, at)) continue;
        var word = segments(text.slice(at, wordEnd(text, at)))[0];
        if (word && word.kind === "word" && wordQuality(term, stem(word.text)) > 0) { best = at; break; }
      }
    });
    return best;
  }

  /** Characters that fold to other letters, which the quick scan cannot see through. */
  var FOLDED_LATIN = /[\u00c0-\u024f\u0300-\u036f\uff01-\uff5e]/;

  /** The first position of any term in text, or -1. */
  function firstHit(text, terms) {
    var best = -1;
    terms.forEach(function (term) {
      if (term.kind !== "han") return;
      var at = text.indexOf(term.text);
      if (at >= 0 && (best < 0 || at < best)) best = at;
    });
    var words = terms.filter(function (t) { return t.kind === "word"; });
    if (!words.length) return best;
    var head = best >= 0 ? text.slice(0, best) : text;
    var quick = quickWordHit(head, words);
    if (quick >= 0 || !FOLDED_LATIN.test(head)) return quick >= 0 ? quick : best;
    var segs = segments(head);
    for (var i = 0; i < segs.length; i++) {
      var s = segs[i].kind === "word" ? stem(segs[i].text) : null;
      if (s !== null && words.some(function (t) { return wordQuality(t, s) > 0; })) return segs[i].start;
    }
    return best;
  }

  /** text[from, to) as HTML, matches in <mark>, line breaks as spaces. */
  function markup(text, from, to, ranges) {
    var html = "";
    var at = from;
    ranges.forEach(function (r) {
      html += escapeHTML(text.slice(at, r[0])) + "<mark>" + escapeHTML(text.slice(r[0], r[1])) + "</mark>";
      at = r[1];
    });
    return (html + escapeHTML(text.slice(at, to))).replace(/\n/g, " ");
  }

  function isLowSurrogate(code) { return code >= 0xdc00 && code <= 0xdfff; }

  /** About a line of text around position (or from the start when -1); Chinese gets fewer characters. */
  function cut(text, position, chinese, terms) {
    var before = chinese ? 12 : 40;
    var length = chinese ? 80 : 180;
    var start = position < 0 ? 0 : Math.max(0, position - before);
    if (start > 0 && !chinese) {
      var space = text.indexOf(" ", start);
      if (space >= 0 && space < position) start = space + 1;
    }
    var end = Math.min(text.length, start + length);
    if (end < text.length && !chinese) {
      var lastSpace = text.lastIndexOf(" ", end);
      if (lastSpace > Math.max(position, start) + 20) end = lastSpace;
    }
    if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start--;
    if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end++;
    return (start > 0 ? "…" : "") + markup(text, start, end, hitRanges(text, terms, start, end)) +
      (end < text.length ? "…" : "");
  }

  /** The snippet of a section: from the text that matches, Chinese first when the query has Han. */
  function snippet(section, terms, preferChinese) {
    var order = preferChinese ? [1, 0] : [0, 1];
    for (var i = 0; i < order.length; i++) {
      var text = section.texts[order[i]];
      var at = text ? firstHit(text, terms) : -1;
      if (at >= 0) return cut(text, at, order[i] === 1, terms);
    }
    for (var j = 0; j < order.length; j++) {
      if (section.texts[order[j]]) return cut(section.texts[order[j]], -1, order[j] === 1, terms);
    }
    return "";
  }

  /**
   * The sections matching a query, best first, at most options.limit (30):
   * [{id, url, kind, edition, chapter, headings: [en, zh], headingsHTML: [en, zh], snippetHTML, rank}].
   * HTML fields are escaped, with matches in <mark>.
   */
  function query(index, text, options) {
    var limit = (options && options.limit) || 30;
    var p = prepare(index);
    var terms = expandUnfound(p, parseQuery(text));
    if (!terms.length) return [];
    var preferChinese = terms.some(function (t) { return t.kind === "han"; });
    return rank(p, terms).slice(0, limit).map(function (c) {
      var section = p.sections[c.id];
      return {
        id: c.id, url: section.url, kind: section.kind, edition: section.edition, chapter: section.chapter,
        headings: section.headings.slice(),
        headingsHTML: section.headings.map(function (h) { return markup(h, 0, h.length, hitRanges(h, terms, 0, h.length)); }),
        snippetHTML: snippet(section, terms, preferChinese),
        rank: { matched: c.matched, heading: c.heading, coverage: c.coverage, body: c.body }
      };
    });
  }

  var FolioSearch = {
    segments: segments, tokens: tokens, stem: stem, hanBigrams: hanBigrams,
    parseQuery: parseQuery, prepare: prepare, query: query
  };
  global.FolioSearch = FolioSearch;
  if (typeof module === "object" && module && module.exports) module.exports = FolioSearch;

  /* ---- The dialog (browsers only) ---- */

  if (typeof document === "undefined") return;

  var PANEL_HTML =
    '<div class="folio-search-backdrop" data-search-close></div>' +
    '<div class="folio-search-panel" role="dialog" aria-modal="true" aria-labelledby="folio-search-label">' +
    '<div class="folio-search-bar">' +
    '<label id="folio-search-label" class="folio-search-label" for="folio-search-input">Search 搜索</label>' +
    '<input id="folio-search-input" class="folio-search-input" type="search" role="combobox"' +
    ' aria-autocomplete="list" aria-expanded="false" aria-controls="folio-search-results"' +
    ' autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="go"' +
    ' placeholder="Search · 搜索">' +
    '<button type="button" class="folio-search-close" data-search-close aria-label="Close 关闭">Esc</button>' +
    '</div>' +
    '<p class="folio-search-status" role="status" aria-live="polite"></p>' +
    '<ul id="folio-search-results" class="folio-search-results" role="listbox" aria-labelledby="folio-search-label"></ul>' +
    '</div>';

  var MESSAGES = {
    hint: "Type a word in English or 中文 · ↑↓ to choose, Enter to open, Esc to close",
    loading: "Loading the index… 正在载入索引…",
    failed: "Could not load the search index. 无法载入搜索索引。",
    none: "No results · 没有结果",
    some: function (n) { return n + (n === 1 ? " result" : " results") + " · " + n + " 个结果"; }
  };

  function SearchDialog(doc) {
    this.doc = doc;
    this.root = doc.documentElement.getAttribute("data-root") || "";
    this.element = null;
    this.index = null;
    this.loading = false;
    this.results = [];
    this.active = -1;
    this.returnFocus = null;
  }

  SearchDialog.prototype.build = function () {
    var self = this;
    var el = this.doc.createElement("div");
    el.className = "folio-search";
    el.hidden = true;
    el.innerHTML = PANEL_HTML;
    this.doc.body.appendChild(el);
    this.element = el;
    this.input = el.querySelector(".folio-search-input");
    this.list = el.querySelector(".folio-search-results");
    this.status = el.querySelector(".folio-search-status");
    this.closeButton = el.querySelector(".folio-search-close");
    this.input.addEventListener("input", function () { self.run(); });
    this.input.addEventListener("keydown", function (event) { self.onInputKey(event); });
    el.addEventListener("keydown", function (event) { self.trapFocus(event); });
    el.addEventListener("click", function (event) {
      if (event.target.closest("[data-search-close]")) { self.close(); return; }
      if (event.target.closest("a")) self.close(false);
    });
    this.list.addEventListener("mousemove", function (event) {
      var item = event.target.closest("[role=option]");
      if (item) self.select(Number(item.getAttribute("data-index")), false);
    });
  };

  SearchDialog.prototype.isOpen = function () { return this.element !== null && !this.element.hidden; };

  SearchDialog.prototype.open = function () {
    if (!this.element) this.build();
    if (this.isOpen()) { this.input.focus(); return; }
    this.returnFocus = this.doc.activeElement;
    this.element.hidden = false;
    this.doc.documentElement.classList.add("folio-search-is-open");
    this.input.focus();
    this.input.select();
    this.loadIndex();
    this.run();
  };

  SearchDialog.prototype.close = function (restoreFocus) {
    if (!this.isOpen()) return;
    this.element.hidden = true;
    this.doc.documentElement.classList.remove("folio-search-is-open");
    if (restoreFocus !== false && this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  /** Injects <script src="{root}search-index.js"> once; no fetch, so file:// works. */
  SearchDialog.prototype.loadIndex = function () {
    var self = this;
    if (this.index || this.loading) return;
    if (global.FOLIO_SEARCH_INDEX) { this.index = global.FOLIO_SEARCH_INDEX; return; }
    this.loading = true;
    var script = this.doc.createElement("script");
    script.src = this.root + "search-index.js";
    script.charset = "utf-8";
    script.async = true;
    script.onload = function () {
      self.loading = false;
      self.index = global.FOLIO_SEARCH_INDEX || null;
      if (!self.index) self.setStatus(MESSAGES.failed); else self.run();
    };
    script.onerror = function () {
      self.loading = false;
      script.parentNode.removeChild(script);
      self.setStatus(MESSAGES.failed);
    };
    this.doc.head.appendChild(script);
  };

  SearchDialog.prototype.setStatus = function (text) { this.status.textContent = text; };

  SearchDialog.prototype.run = function () {
    var text = this.input.value.trim();
    if (!text) { this.show([]); this.setStatus(MESSAGES.hint); return; }
    if (!this.index) { this.setStatus(this.loading ? MESSAGES.loading : MESSAGES.failed); return; }
    var results = query(this.index, text, { limit: 30 });
    this.show(results);
    this.setStatus(results.length ? MESSAGES.some(results.length) : MESSAGES.none);
  };

  SearchDialog.prototype.show = function (results) {
    var self = this;
    this.results = results;
    this.list.innerHTML = results.map(function (r, i) { return self.itemHTML(r, i); }).join("");
    this.input.setAttribute("aria-expanded", results.length ? "true" : "false");
    this.select(results.length ? 0 : -1, true);
  };

  SearchDialog.prototype.itemHTML = function (result, i) {
    var titles = [];
    if (result.headings[0]) titles.push('<span lang="en">' + result.headingsHTML[0] + "</span>");
    if (result.headings[1]) titles.push('<span lang="zh-Hans">' + result.headingsHTML[1] + "</span>");
    if (!titles.length) titles.push(escapeHTML(result.chapter));
    var badge = result.kind === "glossary" ? '<span class="folio-search-badge">Glossary 术语</span> ' : "";
    return '<li id="folio-search-option-' + i + '" class="folio-search-result" role="option" aria-selected="false"' +
      ' data-index="' + i + '"><a href="' + escapeHTML(this.root + result.url) + '" tabindex="-1">' +
      '<span class="folio-search-title">' + badge + titles.join(" ") + "</span>" +
      '<span class="folio-search-meta">' + escapeHTML(result.edition) + " · " + escapeHTML(result.chapter) + "</span>" +
      (result.snippetHTML ? '<span class="folio-search-snippet">' + result.snippetHTML + "</span>" : "") +
      "</a></li>";
  };

  SearchDialog.prototype.select = function (i, scroll) {
    var items = this.list.children;
    if (this.active >= 0 && items[this.active]) items[this.active].setAttribute("aria-selected", "false");
    this.active = i;
    if (i < 0 || !items[i]) { this.input.removeAttribute("aria-activedescendant"); return; }
    items[i].setAttribute("aria-selected", "true");
    this.input.setAttribute("aria-activedescendant", items[i].id);
    if (scroll !== false && items[i].scrollIntoView) items[i].scrollIntoView({ block: "nearest" });
  };

  SearchDialog.prototype.onInputKey = function (event) {
    var count = this.results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!count) return;
      var step = event.key === "ArrowDown" ? 1 : -1;
      this.select((this.active + step + count) % count, true);
    } else if (event.key === "Enter" && !event.isComposing) {
      event.preventDefault();
      var item = this.list.children[this.active >= 0 ? this.active : 0];
      var link = item && item.querySelector("a");
      if (link) { this.close(false); link.click(); }
    }
  };

  /** Tab and Shift-Tab stay between the input and the close button while the dialog is open. */
  SearchDialog.prototype.trapFocus = function (event) {
    if (event.key !== "Tab") return;
    event.preventDefault();
    var next = this.doc.activeElement === this.input ? this.closeButton : this.input;
    next.focus();
  };

  function isTyping(target) {
    if (!target || !target.tagName) return false;
    return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
  }

  function start() {
    var dialog = new SearchDialog(document);
    document.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest("[data-search-open]");
      if (button) { event.preventDefault(); dialog.open(); }
    });
    document.addEventListener("keydown", function (event) {
      if (dialog.isOpen()) {
        if (event.key === "Escape") { event.preventDefault(); dialog.close(); }
        return;
      }
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if ((event.key === "/" || event.key === "s") && !isTyping(event.target)) {
        event.preventDefault();
        dialog.open();
      }
    });
    FolioSearch.dialog = dialog;
    // A link such as index.html?search=进度条 opens the dialog with that query (shareable searches).
    var linked = /[?&]search=([^&#]*)/.exec(location.search);
    if (linked) {
      dialog.open();
      dialog.input.value = decodeURIComponent(linked[1].replace(/\+/g, " "));
      dialog.run();
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})(typeof globalThis !== "undefined" ? globalThis : this);
