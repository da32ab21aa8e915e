/** The stylesheet of the API reference page (served as a file): dark, readable, nothing external. */
export const DOCS_STYLES = `
:root { color-scheme: dark; --bg: #0f1115; --panel: #171a21; --line: #2a2f3a; --text: #e6e8ee;
  --muted: #9aa3b2; --accent: #7aa2f7; --code: #11141a; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text);
  font: 15px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--accent); text-decoration: none; } a:hover { text-decoration: underline; }
.layout { display: grid; grid-template-columns: 240px 1fr; min-height: 100vh; }
nav { border-right: 1px solid var(--line); padding: 24px 16px; position: sticky; top: 0;
  height: 100vh; overflow-y: auto; background: var(--panel); }
nav h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .08em; color: var(--muted);
  margin: 20px 0 6px; }
nav ul { list-style: none; margin: 0; padding: 0; } nav li { margin: 2px 0; font-size: 14px; }
main { padding: 32px 48px; max-width: 1100px; }
h1 { margin: 0 0 4px; font-size: 28px; } h2.section { margin-top: 48px; border-bottom: 1px solid
  var(--line); padding-bottom: 8px; }
.version { color: var(--muted); font-size: 14px; }
.operation { background: var(--panel); border: 1px solid var(--line); border-radius: 10px;
  padding: 18px 20px; margin: 18px 0; }
.operation header { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.method { font: 700 12px/1 ui-monospace, monospace; padding: 6px 8px; border-radius: 6px;
  text-transform: uppercase; color: #0f1115; }
.method-get { background: #7dcfff; } .method-post { background: #9ece6a; }
.method-put { background: #e0af68; } .method-patch { background: #bb9af7; }
.method-delete { background: #f7768e; } .method-head, .method-options, .method-trace { background: #a9b1d6; }
.path { font: 600 15px ui-monospace, monospace; } .summary { color: var(--muted); }
.op-id { margin-left: auto; color: var(--muted); font: 12px ui-monospace, monospace; }
h4 { margin: 18px 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: .06em;
  color: var(--muted); }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { color: var(--muted); font-weight: 600; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
code { background: var(--code); padding: 1px 5px; border-radius: 4px; }
pre { background: var(--code); border: 1px solid var(--line); border-radius: 8px; padding: 12px;
  overflow-x: auto; margin: 6px 0; }
.status { font: 700 13px ui-monospace, monospace; }
.required { color: #f7768e; font-size: 12px; }
.badge { font-size: 12px; color: var(--muted); border: 1px solid var(--line); border-radius: 999px;
  padding: 1px 8px; }
.component { margin: 14px 0; }
@media (max-width: 800px) { .layout { grid-template-columns: 1fr; } nav { position: static;
  height: auto; } main { padding: 20px; } }
`;
