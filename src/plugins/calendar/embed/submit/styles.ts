/** The submission form's styles, added to the calendar's (embed/styles.ts): the same custom properties. */
export const SUBMIT_STYLES = `
.submit-form fieldset{border:1px solid var(--_border);border-radius:var(--_radius);margin:0 0 1rem;padding:.75rem 1rem}
.submit-form legend{font-weight:700;padding:0 .25rem}
.field{display:flex;flex-direction:column;gap:.2rem;margin:.5rem 0;min-width:0}
.field label{font-weight:600}
.field label.check,label.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
.row{display:flex;flex-wrap:wrap;gap:0 1rem}.row>.field{flex:1 1 12rem}
.submit-form input:not([type=checkbox]),.submit-form select,.submit-form textarea{min-height:2.5rem;border:1px solid var(--_border);border-radius:var(--_radius);background:var(--_bg);padding:.35rem .5rem;width:100%;font:inherit;color:inherit}
.submit-form input[type=checkbox]{width:1.25rem;height:1.25rem;margin-top:.15rem;flex:none}
.checks{display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.group-field{border:0;padding:0;margin:.5rem 0}
.help{color:var(--_muted);font-size:.9rem;margin:.25rem 0}
.error{color:var(--cal-error,#a30000);font-weight:600;margin:0}
[aria-invalid=true]{border-color:var(--cal-error,#a30000)!important;border-width:2px!important}
.summary{border:2px solid var(--cal-error,#a30000);border-radius:var(--_radius);padding:.5rem 1rem;margin-bottom:1rem}
.summary ul{list-style:disc;padding-inline-start:1.25rem}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.back,.open-submit{border:1px solid var(--_border);background:var(--_bg);border-radius:var(--_radius);padding:.35rem .7rem;min-height:2.25rem;margin-bottom:.5rem}
.send{border:1px solid var(--_accent);background:var(--_accent);color:var(--_accent-fg);border-radius:var(--_radius);padding:.5rem 1.25rem;min-height:2.75rem;font-weight:700}
.send[disabled]{opacity:.7}
.thanks{font-size:1.1rem;font-weight:600}
dl.state{grid-template-columns:max-content 1fr}
dl.state dd.help{grid-column:1 / -1}
`;
