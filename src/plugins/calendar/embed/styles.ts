/**
 * The element's styles, inside its shadow root. Everything a site may change is a custom property (they
 * inherit into the shadow tree): set them on `event-calendar` in the host page's CSS (README "Theming").
 * The defaults meet WCAG 2.2 AA contrast (4.5:1 for text, 3:1 for borders and focus rings).
 */
export const STYLES = `
:host{--_fg:var(--cal-fg,#1b1b1b);--_bg:var(--cal-bg,#fff);--_muted:var(--cal-muted,#555);--_accent:var(--cal-accent,#0a58a8);
--_accent-fg:var(--cal-accent-fg,#fff);--_border:var(--cal-border,#8a8a8a);--_surface:var(--cal-surface,#f4f6f8);
--_today:var(--cal-today,#fff4cc);--_event-bg:var(--cal-event-bg,#e6eef8);--_event-fg:var(--cal-event-fg,#0b3d73);
--_radius:var(--cal-radius,6px);display:block;container-type:inline-size;font:var(--cal-font-size,1rem)/1.45 var(--cal-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);
color:var(--_fg);background:var(--_bg)}
*{box-sizing:border-box}
[hidden]{display:none!important}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
button,input,select{font:inherit;color:inherit}
button{cursor:pointer}
a{color:var(--_accent)}
:focus-visible{outline:3px solid var(--_accent);outline-offset:2px}
.bar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between;margin-bottom:.75rem}
.group{display:flex;flex-wrap:wrap;gap:.25rem;align-items:center}
.bar button,.more,.filters button{border:1px solid var(--_border);background:var(--_bg);border-radius:var(--_radius);padding:.35rem .7rem;min-height:2.25rem}
.bar button[aria-pressed=true],.filters button[aria-pressed=true]{background:var(--_accent);color:var(--_accent-fg);border-color:var(--_accent)}
h2.title{font-size:1.25rem;margin:0;flex:1 1 12rem}
.filters{min-width:0;display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:0 0 .75rem;padding:.5rem;border:1px solid var(--_border);border-radius:var(--_radius);background:var(--_surface)}
.filters legend{font-weight:600;padding:0 .25rem}
.filters label{display:flex;flex-direction:column;font-size:.85rem;gap:.15rem}
.filters select,.filters input{min-height:2.25rem;border:1px solid var(--_border);border-radius:var(--_radius);background:var(--_bg);padding:.2rem .4rem;max-width:14rem}
.body[aria-busy=true]{opacity:.6}
.status{min-height:1.5em;color:var(--_muted);font-size:.9rem;margin:.25rem 0}
table{width:100%;border-collapse:collapse;table-layout:fixed}
th{font-size:.8rem;font-weight:600;padding:.25rem;text-align:start;color:var(--_muted)}
td{border:1px solid var(--_border);vertical-align:top;height:6.5rem;padding:.2rem;overflow:hidden}
td.out{background:var(--_surface)}
td.out .num{color:var(--_muted)}
td.today{background:var(--_today)}
.num{border:0;background:none;padding:.1rem .3rem;border-radius:var(--_radius);font-weight:600;min-height:auto}
ul{list-style:none;margin:0;padding:0}
.event{display:block;width:100%;text-align:start;border:0;border-radius:calc(var(--_radius) / 2);background:var(--_event-bg);color:var(--_event-fg);
padding:.15rem .3rem;margin:.15rem 0;font-size:.85rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.event:hover{text-decoration:underline}
.time{font-weight:600;margin-inline-end:.3rem}
.badge{display:inline-block;font-size:.75rem;font-weight:700;padding:0 .3rem;margin-inline-end:.3rem;border-radius:calc(var(--_radius) / 2);background:var(--cal-changed-bg,#a30000);color:var(--cal-changed-fg,#fff)}
.badge.status-postponed,.badge.status-rescheduled{background:var(--cal-delayed-bg,#7a4500)}
.badge.status-moved_online{background:var(--_accent);color:var(--_accent-fg)}
.badge.mode{background:var(--_surface);color:var(--_fg);border:1px solid var(--_border);font-weight:600}
.struck .time,.struck .what,s{text-decoration:line-through;text-decoration-thickness:2px}
.change{margin:.5rem 0}
.count{display:none;font-size:.75rem;color:var(--_muted)}
.days>li{border-top:1px solid var(--_border);padding:.5rem 0}
.days h3{font-size:1rem;margin:0 0 .25rem}
.days .event{white-space:normal;font-size:.95rem;padding:.4rem .5rem}
.where{display:block;font-size:.85rem;color:var(--_fg);font-weight:400}
.empty{color:var(--_muted);margin:.25rem 0}
.more{margin-top:.75rem}
.feed{margin-top:.75rem;font-size:.9rem}
dialog{border:1px solid var(--_border);border-radius:var(--_radius);padding:0;max-width:min(40rem,calc(100vw - 1rem));width:100%;color:var(--_fg);background:var(--_bg)}
dialog::backdrop{background:rgb(0 0 0 / .45)}
.sheet{padding:1rem 1.25rem;max-height:85vh;overflow:auto}
.head{display:flex;gap:.5rem;align-items:start;justify-content:space-between}
.head h2{margin:0;font-size:1.3rem}
.close{border:1px solid var(--_border);background:var(--_bg);border-radius:var(--_radius);min-width:2.25rem;min-height:2.25rem;font-size:1.2rem;line-height:1}
.sheet img{max-width:100%;height:auto;border-radius:var(--_radius);margin:.5rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem .8rem;margin:.75rem 0}
dt{font-weight:600}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.4rem;margin:.5rem 0}
.actions a{display:inline-block;padding:.35rem .7rem;border:1px solid var(--_accent);border-radius:var(--_radius);text-decoration:none}
.actions a:hover{background:var(--_accent);color:var(--_accent-fg)}
h3.sub{font-size:1rem;margin:1rem 0 .25rem}
@container (max-width:40rem){
td{height:3.25rem}
td .event{display:none}
td .count{display:block}
th{font-size:.7rem;overflow:hidden;text-overflow:ellipsis}
.filters label{flex:1 1 9rem}
.filters select,.filters input{max-width:none;width:100%}
}
`;
