#pragma once
// The style sheet and script of every HTML page (html.hpp). The script draws the page from its
// JSON data: a check (verdict, both versions side by side, partitions that light up the lines
// they cover), a campaign (sortable tables, Chart.js plots, one row per case opening its check)
// or a variants run (NVR tables, each variant's diff). It makes no request: the page's
// Content-Security-Policy forbids any.
#include <string_view>

namespace symdelta::report::html::assets {

inline constexpr std::string_view page_css = R"css(
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1d1f21; background: #fafafa; }
#app { padding: 12px 20px 40px; }
h1 { font-size: 20px; margin: 4px 0 8px; } h2 { font-size: 16px; margin: 22px 0 6px; }
.verdict { display: inline-block; padding: 2px 10px; border-radius: 4px; font-weight: 600; color: #fff; }
.v-EQ { background: #2e7d32; } .v-NEQ { background: #c62828; } .v-MAYBE_EQ { background: #7cb342; }
.v-MAYBE_NEQ { background: #ef6c00; } .v-UNKNOWN, .v-DEPTH_LIMITED, .v-TIMEOUT, .v-ERROR { background: #616161; }
.facts { color: #444; margin: 6px 0; } .facts span { margin-right: 14px; }
.code-pair { display: flex; gap: 12px; align-items: flex-start; }
.code { flex: 1; min-width: 0; background: #fff; border: 1px solid #ddd; border-radius: 4px; overflow: auto; }
.code h3 { font-size: 13px; margin: 0; padding: 4px 8px; background: #eee; border-bottom: 1px solid #ddd; }
.code table { border-collapse: collapse; width: 100%; font: 12.5px/1.45 ui-monospace, monospace; }
.code td { padding: 0 8px; white-space: pre; vertical-align: top; }
.code td.ln { color: #999; text-align: right; user-select: none; width: 1%; border-right: 1px solid #eee; }
tr.changed td.src { background: #fff4c2; } tr.changed td.ln { color: #b26a00; font-weight: 600; }
tr.covered td.src { background: #d7f0dc; } tr.covered.changed td.src { background: #c9e6a8; }
tr.covered td.ln { background: #9ed3a8; color: #114a1d; }
.t-keyword { color: #a626a4; } .t-type { color: #0b61a4; } .t-string { color: #50a14f; }
.t-number { color: #986801; } .t-comment { color: #8a8f98; font-style: italic; } .t-literal { color: #c18401; }
table.data { border-collapse: collapse; background: #fff; margin: 4px 0; font-size: 13px; }
table.data th, table.data td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
table.data th { background: #f0f0f0; cursor: pointer; user-select: none; white-space: nowrap; }
table.data th.sorted-up::after { content: " \25B2"; } table.data th.sorted-down::after { content: " \25BC"; }
table.data tr.selected td { background: #e3f2fd; } tr.loop td.ln { background: #fff3cd; } table.partitions tbody tr { cursor: pointer; }
table.data td.num { text-align: right; font-variant-numeric: tabular-nums; }
.note { color: #555; font-size: 12px; margin: 2px 0 8px; }
.detail { background: #fff; border: 1px solid #ddd; border-radius: 4px; padding: 8px 12px; margin-top: 8px; }
.term { font: 12.5px/1.5 ui-monospace, monospace; white-space: pre-wrap; word-break: break-all; }
.term details { margin-left: 1.2em; } .term summary { cursor: pointer; color: #0b61a4; }
.term .conj { margin: 2px 0; padding-left: 0.6em; border-left: 3px solid #ddd; }
.kv { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; }
.kv > div:nth-child(odd) { color: #555; }
.charts { display: flex; gap: 20px; flex-wrap: wrap; }
.chart { background: #fff; border: 1px solid #ddd; border-radius: 4px; padding: 8px; width: 560px; height: 340px; }
a { color: #0b61a4; } .back { margin-bottom: 8px; display: inline-block; }
.diff { font: 12.5px/1.45 ui-monospace, monospace; white-space: pre; background: #fff; border: 1px solid #ddd; padding: 4px 0; overflow: auto; }
.diff div { padding: 0 8px; } .diff .del { background: #fde2e1; } .diff .add { background: #dcf5dc; } .diff .gap { color: #999; }
.variant { margin: 14px 0; }
.missing { color: #c62828; padding: 6px 8px; }
)css";

inline constexpr std::string_view page_js = R"js(
'use strict';
const data = JSON.parse(document.getElementById('data').textContent);
const app = document.getElementById('app');

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v;
    else if (k === 'html') e.innerHTML = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
  return e;
}
const fmtSeconds = s => (s === undefined || s === null) ? '' : Number(s).toFixed(3) + ' s';
const inputsText = input => Object.entries(input || {}).map(([k, v]) => k + ' = ' + v).join(', ');

// --- terms: s-expressions, folded where long -----------------------------------------------------
// A term is an atom (a string) or an array of terms with its printed length in .len.
function parseTerm(text) {
  let i = 0;
  function atom() {
    const start = i;
    if (text[i] === '|' || text[i] === '"') {
      const q = text[i++];
      while (i < text.length && text[i] !== q) i++;
      i++;
    } else {
      while (i < text.length && !/[\s()]/.test(text[i])) i++;
    }
    return text.slice(start, i);
  }
  function node() {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (text[i] !== '(') return atom();
    i++;
    const items = [];
    items.len = 1;
    for (;;) {
      while (i < text.length && /\s/.test(text[i])) i++;
      if (i >= text.length || text[i] === ')') {
        i++;
        items.len += Math.max(items.length - 1, 0) + 1;
        return items;
      }
      const c = node();
      items.len += size(c);
      items.push(c);
    }
  }
  const out = [];
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (i < text.length) out.push(node());
  }
  return out;
}
const size = t => Array.isArray(t) ? t.len : t.length;
const flat = t => Array.isArray(t) ? '(' + t.map(flat).join(' ') + ')' : t;
const FOLD = 90;
// Short terms on one line; a long one folds, its arguments one a line. Levels below the second
// are drawn only when opened, so a term of megabytes opens at once.
function termNode(t, depth) {
  if (!Array.isArray(t) || size(t) <= FOLD) return el('span', {}, flat(t));
  const d = el('details', depth < 2 ? { open: '' } : {});
  d.append(el('summary', {}, '(' + (Array.isArray(t[0]) ? '…' : t[0]) + ' … ' + size(t) + ' chars)'));
  const fill = () => { for (const c of t.slice(1)) d.append(el('div', {}, termNode(c, depth + 1))); };
  if (depth < 2) fill();
  else d.addEventListener('toggle', function once() { d.removeEventListener('toggle', once); fill(); });
  return d;
}
// A path condition is a conjunction written "a && b"; each conjunct on its own line.
function termView(text) {
  const box = el('div', { class: 'term' });
  if (!text) { box.append('true'); return box; }
  const parts = [];
  let depth = 0, start = 0, quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) { if (c === quote) quote = null; continue; }
    if (c === '|' || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && text.startsWith(' && ', i)) { parts.push(text.slice(start, i)); start = i + 4; i += 3; }
  }
  parts.push(text.slice(start));
  for (const p of parts) {
    const items = parseTerm(p);
    const line = el('div', { class: 'conj' });
    if (items.length === 1) line.append(termNode(items[0], 0));
    else line.append(el('span', {}, p));
    box.append(line);
  }
  return box;
}

// --- sortable tables ----------------------------------------------------------------------------
const numeric = s => /^-?[0-9.]+( s|%)?$/.test(s.trim());
function dataTable(header, rows, opts) {
  opts = opts || {};
  const body = el('tbody');
  const t = el('table', { class: 'data ' + (opts.class || '') }, el('thead', {}, el('tr')), body);
  const cellText = c => (c instanceof Node) ? c.textContent : String(c);
  header.forEach((h, k) => {
    const th = el('th', {}, h);
    th.addEventListener('click', () => {
      const up = !th.classList.contains('sorted-up');
      t.querySelectorAll('th').forEach(x => x.classList.remove('sorted-up', 'sorted-down'));
      th.classList.add(up ? 'sorted-up' : 'sorted-down');
      const trs = Array.from(body.children);
      trs.sort((a, b) => {
        const x = a.children[k].dataset.key, y = b.children[k].dataset.key;
        const nx = parseFloat(x), ny = parseFloat(y);
        const r = (numeric(x) && numeric(y)) ? nx - ny : x.localeCompare(y);
        return up ? r : -r;
      });
      trs.forEach(tr => body.append(tr));
    });
    t.tHead.rows[0].append(th);
  });
  rows.forEach((r, i) => {
    const tr = el('tr');
    r.forEach(c => {
      const s = cellText(c);
      const td = el('td', { class: numeric(s) ? 'num' : '' }, c);
      td.dataset.key = s;
      tr.append(td);
    });
    if (opts.rowid) tr.id = opts.rowid(i);
    if (opts.onrow) { tr.addEventListener('click', () => opts.onrow(i, tr)); }
    body.append(tr);
  });
  return t;
}
function studyTable(tbl) {
  return el('div', {}, el('h2', {}, tbl.title), dataTable(tbl.header, tbl.rows),
            (tbl.notes || []).map(n => el('div', { class: 'note' }, n)));
}

// --- a check --------------------------------------------------------------------------------------
function codePane(title, listing, changed, prefix) {
  const box = el('div', { class: 'code' }, el('h3', {}, title + ': ' + listing.path));
  if (listing.error) { box.append(el('div', { class: 'missing' }, listing.error)); return box; }
  const t = el('table');
  const marked = new Set(changed);
  listing.lines.forEach((html, k) => {
    const n = k + 1;
    t.append(el('tr', { id: prefix + n, class: marked.has(n) ? 'changed' : '' },
                el('td', { class: 'ln' }, n), el('td', { class: 'src', html: html })));
  });
  box.append(t);
  return box;
}
function effectText(v) {
  if (!v) return '';
  if (v.kind === 'returned') return v.concrete && v.concrete !== v.symbolic ? v.symbolic + ' = ' + v.concrete : v.symbolic;
  if (v.kind === 'threw') return v.symbolic;
  if (v.kind === 'depth_limited') return '(depth limit)';
  return '-';
}
function partitionDetail(p) {
  const d = el('div', { class: 'detail', id: 'partition-detail' });
  d.append(el('h2', {}, 'Partition ' + p.index + ': ' + p.class));
  d.append(el('div', {}, el('b', {}, 'Path condition')), termView(p.path_condition));
  const kv = el('div', { class: 'kv' });
  const row = (k, v) => kv.append(el('div', {}, k), v instanceof Node ? v : el('div', {}, v));
  row('old output', termView(effectText(p.old)));
  row('new output', termView(effectText(p.new)));
  (p.old.observed || []).forEach((o, k) => {
    const n = (p.new.observed || [])[k] || {};
    row(o.component + ' (old)', termView(o.concrete && o.concrete !== o.symbolic ? o.symbolic + ' = ' + o.concrete : o.symbolic));
    row(o.component + ' (new)', termView(n.concrete && n.concrete !== n.symbolic ? n.symbolic + ' = ' + n.concrete : (n.symbolic || '')));
  });
  if ((p.differs || []).length) row('differs', p.differs.join(', '));
  row('queries', ['pc', 'neq', 'eq'].map(q => q.toUpperCase() + ' ' + p[q].status + (p[q].approximated ? ' (UIF)' : '')).join('   '));
  if (Object.keys(p.input || {}).length) row(p.class === 'Neq' ? 'witness' : 'input', inputsText(p.input));
  if (p.witness && p.witness.status !== 'not_run')
    row('run', p.witness.status + ': old ' + p.witness.old + ', new ' + p.witness.new +
        ((p.witness.differs || []).length ? ' (differs: ' + p.witness.differs.join(', ') + ')' : '') +
        (p.witness.jvm && p.witness.jvm !== 'not_run' ? '; JVM: ' + p.witness.jvm : ''));
  if (p.error) row('error', p.error);
  d.append(kv);
  return d;
}
function checkView(c, root) {
  const r = c.record;
  root.append(el('h1', {}, el('span', { class: 'verdict v-' + r.result, id: 'verdict' }, r.result), ' ',
                 r.method + (r.new_method ? ' (new: ' + r.new_method + ')' : '') + ': ' + r.old_file + ' vs ' + r.new_file));
  const facts = el('div', { class: 'facts' });
  const depth = r.options && r.options.adaptive_depth && (r.depth_rounds || []).length
    ? r.depth + ' (auto: ' + r.depth_rounds.join(', ') + ')' : String(r.depth);
  [['policy', r.policy], ['solver', r.solver], ['semantics', r.semantics], ['depth', depth],
   ['time', fmtSeconds(r.seconds)]].forEach(([k, v]) => facts.append(el('span', {}, k + ' ', el('b', {}, v))));
  if (r.timed_out) facts.append(el('span', {}, 'timed out'));
  if (r.depth_limited) facts.append(el('span', {}, 'depth-limited'));
  if (r.approximated) facts.append(el('span', {}, 'approximations (UIF)'));
  if (r.options && r.options.stop_when_settled) facts.append(el('span', {}, 'explored until settled'));
  root.append(facts);
  // the classes the versions name differently (docs/engine.md, "How versions correspond")
  const classes = r.classes || [];
  if (classes.length)
    root.append(el('div', { class: 'facts', id: 'classes' }, el('b', {}, 'classes'), ' ' + classes.map(c =>
      c.why === 'package' ? 'package ' + (c.old || '(default)') + ' = ' + (c.new || '(default)')
      : !c.old || !c.new ? (c.old || c.new) + ' (' + c.why + ')' : c.old + ' = ' + c.new + ' (' + c.why + ')').join(', ') +
      ' (the page names them as the old version does)'));
  const s = r.steps || {};
  root.append(el('div', { class: 'facts' }, 'steps: ' + ['initialization', 'symbolic_execution', 'partition_classification',
    'program_classification', 'refinement', 'finalization'].map(k => k.split('_').join(' ') + ' ' + fmtSeconds(s[k])).join(', ')));
  if (r.error) root.append(el('div', { class: 'missing' }, 'error: ' + r.error));
  const w = r.witness || {};
  if (w.input && Object.keys(w.input).length)
    root.append(el('div', { class: 'facts', id: 'witness' }, el('b', {}, 'witness'), ' (' + w.source + '): ' + inputsText(w.input) +
                   ' → old ' + w.old + ', new ' + w.new + ((w.differs || []).length ? ' (differs: ' + w.differs.join(', ') + ')' : '') +
                   (w.jvm && w.jvm !== 'not_run' ? '; on the JVM: ' + w.jvm : '')));
  if (r.prepass && (r.prepass.tried || r.prepass.skipped))
    root.append(el('div', { class: 'facts' }, 'pre-pass: ' + (r.prepass.skipped || (r.prepass.tried + ' inputs in ' + fmtSeconds(r.prepass.seconds)))));
  if ((r.iterations || []).length > 1)
    root.append(dataTable(['iteration', 'result', 'mode', 'abstracted', 'partitions', 'time'],
      r.iterations.map(i => [String(i.index) + (i.index === r.reported_iteration ? ' (reported)' : ''), i.result, i.mode,
                             String(i.abstracted), String(i.partitions), fmtSeconds(i.seconds)])));
  // the loop-pair stage (docs/loops.md): each pair's invariant, also on the loops' first lines
  const loops = r.loop_pairs || [];
  const loopNote = l => l.edit.startsWith('helper ') ? 'the same code: one function of its arguments'
    : l.edit.startsWith('recursion ') ? (l.proved ? 'equal by mutual summaries' : 'not proved: ' + l.reason)
    : l.proved ? 'coupled on ' + (l.invariant.length ? l.invariant.join(', ') : 'nothing') : 'not proved: ' + l.reason;
  if (loops.length)
    root.append(dataTable(['loop pair', 'old', 'new', 'matched', 'invariant', 'time'],
      loops.map(l => [l.id ? 'L' + l.id : '', l.old_at, l.new_at, l.edit, loopNote(l), fmtSeconds(l.seconds)])));
  if (r.loop_stage)
    root.append(el('div', { class: 'facts' }, 'loop-pair stage: ' + r.loop_stage.result + ' over ' + r.loop_stage.partitions +
                   ' partitions in ' + fmtSeconds(r.loop_stage.seconds) + (r.loop_stage.decided ? ' (the verdict)' : '')));
  const code = el('div', { class: 'code-pair' }, codePane('old', c.old, c.changed.old, 'o'), codePane('new', c.new, c.changed.new, 'n'));
  loops.forEach(l => [['o', l.old_at], ['n', l.new_at]].forEach(([side, at]) => {
    const row = code.querySelector('#' + side + String(at).split(':')[0]);
    if (row) { row.classList.add('loop'); row.title = (l.id ? 'L' + l.id + ': ' : '') + loopNote(l); }
  }));
  root.append(code);
  const parts = r.partitions || [];
  root.append(el('h2', {}, parts.length + ' partitions'));
  const detail = el('div');
  const select = (i, tr) => {
    root.querySelectorAll('tr.covered').forEach(x => x.classList.remove('covered'));
    root.querySelectorAll('table.partitions tr.selected').forEach(x => x.classList.remove('selected'));
    tr.classList.add('selected');
    const p = parts[i];
    (p.old.lines || []).forEach(n => { const x = root.querySelector('#o' + n); if (x) x.classList.add('covered'); });
    (p.new.lines || []).forEach(n => { const x = root.querySelector('#n' + n); if (x) x.classList.add('covered'); });
    detail.replaceChildren(partitionDetail(p));
  };
  const rows = parts.map(p => [String(p.index), p.class, p.reachability, p.output_class, p.provenance === 'none' ? '' : p.provenance,
    Object.keys(p.input || {}).length ? inputsText(p.input) + (p.witness && p.witness.status !== 'not_run' ? ' (' + p.witness.status + ')' : '') : '',
    (p.differs || []).join(', ')]);
  const table = dataTable(['#', 'class', 'reachability', 'output', 'provenance', 'witness / input', 'differs'], rows,
                          { class: 'partitions', onrow: select, rowid: i => 'partition-' + parts[i].index });
  root.append(table, detail);
  const m = /partition=(\d+)/.exec(location.hash);
  if (m && parts[+m[1]]) select(+m[1], table.tBodies[0].rows[+m[1]]);
}

// --- a campaign -----------------------------------------------------------------------------------
const decided = r => r.result === 'EQ' || r.result === 'NEQ';
const correct = r => decided(r) && (r.expected === '?' || r.expected === r.result);
function charts(root) {
  const box = el('div', { class: 'charts' });
  root.append(el('h2', {}, 'Where the time goes'), box);
  if (!data.charts || typeof Chart === 'undefined') {
    box.append(el('div', { class: 'note' }, 'No plots: Chart.js (Debian package libjs-chart.js) was not installed where the page was made.'));
    return;
  }
  const tools = [...new Set(data.runs.map(r => r.tool + ' ' + r.timeout + ' s'))].sort();
  const palette = ['#1565c0', '#c62828', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#5d4037', '#9e9d24'];
  const cactus = tools.map((t, k) => {
    const times = data.runs.filter(r => r.tool + ' ' + r.timeout + ' s' === t && correct(r)).map(r => r.seconds).sort((a, b) => a - b);
    return { label: t, data: times.map((s, i) => ({ x: i + 1, y: s })), borderColor: palette[k % palette.length],
             backgroundColor: palette[k % palette.length], showLine: true, pointRadius: 1.5 };
  });
  const c1 = el('canvas', { id: 'cactus' }), c2 = el('canvas', { id: 'histogram' });
  box.append(el('div', { class: 'chart' }, c1), el('div', { class: 'chart' }, c2));
  new Chart(c1, { type: 'scatter', data: { datasets: cactus }, options: { animation: false, maintainAspectRatio: false,
    plugins: { title: { display: true, text: 'Cactus plot: checks solved (correct, or decided where unlabelled) within a time' } },
    scales: { x: { title: { display: true, text: 'checks solved' } }, y: { type: 'logarithmic', title: { display: true, text: 'seconds' } } } } });
  const edges = [0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, Infinity];
  const labels = edges.slice(0, -1).map((e, i) => edges[i + 1] === Infinity ? '≥ ' + e + ' s' : '< ' + edges[i + 1] + ' s');
  const hist = tools.map((t, k) => ({ label: t, backgroundColor: palette[k % palette.length],
    data: labels.map((_, i) => data.runs.filter(r => r.tool + ' ' + r.timeout + ' s' === t && r.seconds >= edges[i] && r.seconds < edges[i + 1]).length) }));
  new Chart(c2, { type: 'bar', data: { labels: labels, datasets: hist }, options: { animation: false, maintainAspectRatio: false,
    plugins: { title: { display: true, text: 'Runtime histogram: checks per runtime' } },
    scales: { y: { title: { display: true, text: 'checks' } } } } });
}
function campaignView(root) {
  root.append(el('h1', {}, data.title));
  const runs = data.runs;
  root.append(el('div', { class: 'facts' }, runs.length + ' checks of ' + new Set(runs.map(r => r.case)).size + ' cases; ' +
                 runs.filter(correct).length + ' solved'));
  charts(root);
  data.tables.forEach(t => root.append(studyTable(t)));
  root.append(el('h2', {}, 'Cases'));
  const tools = [...new Set(runs.map(r => r.tool + ' ' + r.timeout + ' s'))].sort();
  const byCase = new Map();
  runs.forEach(r => { if (!byCase.has(r.case)) byCase.set(r.case, []); byCase.get(r.case).push(r); });
  const rows = [...byCase.keys()].sort().map(name => {
    const rs = byCase.get(name);
    return [name, rs[0].expected, ...tools.map(t => {
      const r = rs.filter(x => x.tool + ' ' + x.timeout + ' s' === t);
      if (!r.length) return '';
      const span = el('span');
      r.forEach((x, k) => {
        if (k) span.append(' ');
        const label = x.result + ' ' + fmtSeconds(x.seconds);
        span.append(x.page ? el('a', { href: '#check=' + x.id, class: 'check-link' }, label) : label);
      });
      return span;
    })];
  });
  root.append(dataTable(['case', 'expected', ...tools], rows, { class: 'cases' }));
}
function showRoute() {
  const m = /check=(\d+)/.exec(location.hash);
  app.replaceChildren();
  if (data.kind === 'campaign' && m) {
    const node = document.getElementById('check-' + m[1]);
    app.append(el('a', { href: '#', class: 'back' }, '← campaign'));
    if (node) checkView(JSON.parse(node.textContent), app);
    else app.append(el('div', { class: 'missing' }, 'check ' + m[1] + ' is not in this page'));
    window.scrollTo(0, 0);
    return;
  }
  if (data.kind === 'check') checkView(data, app);
  else if (data.kind === 'campaign') campaignView(app);
  else if (data.kind === 'variants') variantsView(app);
}

// --- variants -------------------------------------------------------------------------------------
function variantsView(root) {
  root.append(el('h1', {}, data.title));
  data.tables.forEach(t => root.append(studyTable(t)));
  root.append(el('h2', {}, data.variants.length + ' variants of ' + data.program));
  root.append(dataTable(['variant', 'transformation', 'line', 'node', 'verdict', 'test-neutral', 'witness'],
    data.variants.map(v => [el('a', { href: '#' + v.name }, v.name), v.transformation, String(v.line), v.node,
                            v.verdict || 'does not compile', v.test_neutral, v.witness])));
  data.variants.forEach(v => {
    const d = el('div', { class: 'diff' });
    v.diff.forEach(l => {
      if (l.op === '…') { d.append(el('div', { class: 'gap' }, '…')); return; }
      const n = l.op === '+' ? l.new : l.old;
      d.append(el('div', { class: l.op === '-' ? 'del' : l.op === '+' ? 'add' : '' }, l.op + ' ' + String(n).padStart(4) + '  ' + l.text));
    });
    root.append(el('div', { class: 'variant', id: v.name }, el('h2', {}, v.name + ': ' + (v.verdict || 'does not compile')),
                   el('div', { class: 'note' }, v.description + (v.witness ? '; witness: ' + v.witness : '')), d));
  });
}

window.addEventListener('hashchange', () => { if (data.kind === 'campaign') showRoute(); });
showRoute();
// when the page was drawn, in ms since navigation began (docs/report.md measures with it)
document.body.dataset.drawnMs = String(Math.round(performance.now()));
)js";

} // namespace symdelta::report::html::assets
