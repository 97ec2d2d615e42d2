#!/usr/bin/env node
// Times FolioSearch queries against a built search index.
//
//   node scripts/search-bench.js [Site/search-index.js] [query …]
//
// Loads the index script and Templates/assets/search.js as a page would (the index assigns
// window.FOLIO_SEARCH_INDEX), then runs each query (default: the reader queries of the search issue)
// several times and prints the index size, the load and preparation times, and for each query the
// median and worst time, the number of results and the first result.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const indexPath = path.resolve(process.argv[2] || "Site/search-index.js");
const queries = process.argv.length > 3 ? process.argv.slice(3)
  : ["进度条", "进度", "Progress Bars", "modal", "设计跟随内容", "Action Sheet 动作菜单", "模态", "action sheet", "the"];
const runs = 20;

function ms(start) { return Number(process.hrtime.bigint() - start) / 1e6; }

const source = fs.readFileSync(indexPath, "utf8");
const sandbox = { window: {} };
let start = process.hrtime.bigint();
vm.runInNewContext(source, sandbox, { filename: indexPath });
const loadTime = ms(start);
const index = sandbox.window.FOLIO_SEARCH_INDEX;
if (!index) { console.error(indexPath + " does not assign window.FOLIO_SEARCH_INDEX"); process.exit(1); }

const FolioSearch = require(path.join(__dirname, "..", "Templates", "assets", "search.js"));
start = process.hrtime.bigint();
FolioSearch.prepare(index);
const prepareTime = ms(start);

const textChars = index.sections.reduce((sum, s) => sum + s[4].length + s[5].length + s[6].length + s[7].length, 0);
const bytes = Buffer.byteLength(source, "utf8");
console.log(`index: ${indexPath}`);
console.log(`  ${bytes} bytes (${(bytes / 1048576).toFixed(2)} MB), ${index.sections.length} sections, ` +
  `${(textChars / 1e6).toFixed(2)} M characters of text, ${Object.keys(index.words).length} word stems, ` +
  `${(bytes / 1048576 / (textChars / 1e6)).toFixed(2)} MB per million characters`);
console.log(`  parse ${loadTime.toFixed(1)} ms, prepare ${prepareTime.toFixed(1)} ms`);
console.log("query                      median     worst  results  first result");
for (const q of queries) {
  const times = [];
  let results = [];
  for (let i = 0; i < runs; i++) {
    start = process.hrtime.bigint();
    results = FolioSearch.query(index, q);
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  const first = results[0] ? `${results[0].url}  (${results[0].headings.filter(Boolean).join(" / ")})` : "-";
  console.log(`${q.padEnd(24)} ${times[runs >> 1].toFixed(2).padStart(7)} ms ${times[runs - 1].toFixed(2).padStart(6)} ms ` +
    `${String(results.length).padStart(7)}  ${first}`);
}
