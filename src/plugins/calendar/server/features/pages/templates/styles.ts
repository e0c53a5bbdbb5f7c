/**
 * The public pages' styles (inlined: one small page, no second request). The same custom properties as
 * the embeddable calendar, so a site's theme applies to both (docs/public-calendar.md "The public calendar").
 * Colours meet WCAG 2.2 AA contrast on the default background.
 */
export const PAGE_STYLES = `
:root{--cal-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--cal-fg:#1b1b1b;--cal-bg:#fff;--cal-muted:#555;
--cal-accent:#0a58a8;--cal-accent-fg:#fff;--cal-border:#c9c9c9;--cal-surface:#f4f6f8;--cal-radius:6px}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 var(--cal-font);color:var(--cal-fg);background:var(--cal-bg)}
main{max-width:60rem;margin:0 auto;padding:1rem}
a{color:var(--cal-accent)}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--cal-accent);outline-offset:2px}
h1{font-size:1.8rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
img{max-width:100%;height:auto;border-radius:var(--cal-radius)}
.translations{max-width:60rem;margin:0 auto;padding:.5rem 1rem;font-size:.9rem;color:var(--cal-muted)}
.when{font-size:1.1rem;font-weight:600}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}
.facts dt{font-weight:600}.facts dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0;padding:0;list-style:none}
.actions a{display:inline-block;padding:.4rem .8rem;border:1px solid var(--cal-accent);border-radius:var(--cal-radius);text-decoration:none}
.actions a:hover{background:var(--cal-accent);color:var(--cal-accent-fg)}
.upcoming{padding-left:1.2rem}
.muted{color:var(--cal-muted)}
form.password{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}
form.password input{font:inherit;padding:.4rem;border:1px solid var(--cal-muted);border-radius:var(--cal-radius)}
form.password button{font:inherit;padding:.45rem 1rem;border:0;border-radius:var(--cal-radius);background:var(--cal-accent);color:var(--cal-accent-fg)}
.error{color:#a30000;font-weight:600}
.change{display:flex;flex-wrap:wrap;align-items:baseline;gap:.5rem;margin:0 0 .5rem}
.badge{display:inline-block;padding:.1rem .5rem;border-radius:var(--cal-radius);background:#a30000;color:#fff;font-weight:700;font-size:.9rem}
.badge.status-postponed,.badge.status-rescheduled{background:#7a4500}
.badge.status-moved_online{background:var(--cal-accent);color:var(--cal-accent-fg)}
.badge.mode{background:var(--cal-surface);color:var(--cal-fg);border:1px solid var(--cal-border);font-weight:600}
.when s{text-decoration-thickness:2px}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
event-calendar{display:block;margin:1rem 0}
body.embed main{max-width:none;padding:0}
`;
