#!/usr/bin/env node
// node scripts/walkthrough/contract-headers.js OPENAPI EXCHANGES VIOLATIONS: what Prism does not check of the
// answers' headers. EXCHANGES has one line per exchange a walkthrough made ("METHOD PATH STATUS header,header");
// each of ETag, Location, Content-Disposition and Cache-Control must be documented on that operation's response
// when sent, and sent when documented as required. Appends one JSON line per violation to VIOLATIONS (lib.sh's format).
const fs = require('node:fs');

const [openapiFile, exchangesFile, violationsFile] = process.argv.slice(2);
const WATCHED = ['etag', 'location', 'content-disposition', 'cache-control'];
const document = JSON.parse(fs.readFileSync(openapiFile, 'utf8'));
const templates = Object.keys(document.paths).map((path) => ({
  path,
  // A literal segment wins over a parameter: /duplicate/sheets/{playerId} against /duplicate/sheets/export.
  weight: path.split('/').filter((s) => !s.startsWith('{')).length,
  re: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

function operation(method, path) {
  const bare = path.split('?')[0];
  const found = templates.filter((t) => t.re.test(bare) && document.paths[t.path][method]).sort((a, b) => b.weight - a.weight)[0];
  return found && { template: found.path, op: document.paths[found.path][method] };
}

const seen = new Set();
const lines = fs.existsSync(exchangesFile) ? fs.readFileSync(exchangesFile, 'utf8').split('\n').filter(Boolean) : [];
for (const line of lines) {
  const [method, path, status, names = ''] = line.split(' ');
  const found = operation(method.toLowerCase(), path);
  if (!found) continue; // Prism reports a path the document does not have.
  const response = found.op.responses[status] ?? found.op.responses[`${status[0]}XX`] ?? found.op.responses.default;
  if (!response || status === '304') continue;
  const documented = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
  // A header documented as not required (an ETag only once the sheet is entered) may be absent.
  const required = new Set(Object.entries(response.headers ?? {}).filter(([, h]) => h.required !== false).map(([h]) => h.toLowerCase()));
  const sent = new Set(names.split(',').filter(Boolean));
  for (const name of WATCHED) {
    const problem = sent.has(name) && !documented.has(name) ? 'sent but not documented' : !sent.has(name) && required.has(name) ? 'documented but not sent' : null;
    if (!problem) continue;
    const key = `${method} ${found.template} ${status} ${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const violation = { op: `${method} ${found.template}`, status: Number(status), location: `response.headers.${name}`, message: `${name} ${problem}` };
    fs.appendFileSync(violationsFile, `${JSON.stringify(violation)}\n`);
  }
}
