/// The report's one style sheet, inlined in every page. Its own colours meet WCAG AA in
/// both schemes (axe-core checks them in the tests); theme colours appear only in swatches
/// and samples, which are drawn as SVG images with text alternatives.
enum ReportStyle {
  static let css = """
    :root { color-scheme: light dark; --fg: #1b1f24; --muted: #4a5260; --bg: #ffffff; --panel: #f3f5f8;
      --line: #c9ced6; --link: #0b57d0; --pass-fg: #0a5c2b; --pass-bg: #dcf5e3; --fail-fg: #8a1020;
      --fail-bg: #fde2e5; --focus: #b15c00; --chart-1: #0b57d0; --chart-2: #b3261e; --chart-3: #5f6b00;
      --chart-4: #7a3ea1; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #e6e9ee; --muted: #b4bcc8; --bg: #14171c; --panel: #1f242c; --line: #444c58;
        --link: #8ab4f8; --pass-fg: #b9f2c9; --pass-bg: #173d24; --fail-fg: #ffc9cf; --fail-bg: #4d1820;
        --focus: #ffb35c; --chart-1: #8ab4f8; --chart-2: #ff8a80; --chart-3: #c5d86d; --chart-4: #d7aefb; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg);
      background: var(--bg); }
    header, main, footer { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
    header { padding-top: 1rem; border-bottom: 1px solid var(--line); }
    nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; padding: 0; margin: 0.5rem 0; }
    a { color: var(--link); }
    a:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    h1 { font-size: 1.75rem; margin: 0.25rem 0; overflow-wrap: anywhere; }
    h2 { font-size: 1.35rem; margin-top: 2rem; border-bottom: 1px solid var(--line); }
    h3 { font-size: 1.1rem; margin-top: 1.5rem; overflow-wrap: anywhere; }
    p, li { max-width: 48rem; overflow-wrap: anywhere; }
    .muted { color: var(--muted); }
    .summary { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; padding: 0; list-style: none; }
    .summary li { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 0.25rem 0.75rem; }
    .verdict { font-weight: 700; font-size: 1.2rem; }
    .scroll { overflow-x: auto; max-width: 100%; }
    table { border-collapse: collapse; margin: 0.5rem 0 1rem; }
    caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
    th, td { border: 1px solid var(--line); padding: 0.3rem 0.5rem; text-align: left; vertical-align: middle; }
    th { background: var(--panel); }
    td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
    .badge { display: inline-block; border-radius: 4px; padding: 0 0.4rem; font-weight: 700; white-space: nowrap; }
    .pass { color: var(--pass-fg); background: var(--pass-bg); }
    .fail { color: var(--fail-fg); background: var(--fail-bg); }
    .swatch { display: inline-block; width: 2.5rem; height: 1.75rem; border: 1px solid var(--line);
      border-radius: 4px; vertical-align: middle; background-image: linear-gradient(45deg, #ccc 25%, transparent 25%),
      linear-gradient(-45deg, #ccc 25%, transparent 25%); }
    .swatch > span { display: block; width: 100%; height: 100%; border-radius: 3px; }
    .cell { display: flex; align-items: center; gap: 0.5rem; }
    svg.sample { vertical-align: middle; }
    svg.sample text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    svg.sample text.s { font-size: 14px; } svg.sample text.m { font-size: 17px; }
    svg.sample text.l { font-size: 24px; } svg.sample text.b { font-weight: 700; }
    .charts { display: flex; flex-wrap: wrap; gap: 1rem; }
    svg.chart { width: 100%; max-width: 35rem; height: auto; flex: 1 1 20rem; }
    td > code:only-child { white-space: nowrap; }
    svg.chart text { fill: var(--fg); font-size: 12px; }
    svg.chart .axis { stroke: var(--muted); }
    svg.chart .grid { stroke: var(--line); }
    svg.chart .limit { stroke: var(--muted); stroke-dasharray: 6 4; }
    .samples p { margin: 0.1rem 0; white-space: nowrap; }
    details { margin: 0.5rem 0; }
    footer { margin-top: 3rem; padding-bottom: 2rem; border-top: 1px solid var(--line); }
    @media (max-width: 40rem) { h1 { font-size: 1.4rem; } th, td { padding: 0.25rem; } }
    """
}
