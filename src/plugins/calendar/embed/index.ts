import { EventCalendarElement } from './element';
import { EventSubmitElement } from './submit/element';

/**
 * The embeddable calendar: `<script type="module" src="<site>/api/cal/events/v1/embed.js"></script>` and
 * `<event-calendar view="month" lang="fr" categories="jazz"></event-calendar>` on any page (README
 * "The public calendar"). Defined once, even when a page loads the script twice.
 */
if (!customElements.get('event-calendar')) customElements.define('event-calendar', EventCalendarElement);
/** `<event-submit>`: visitors propose events; the submitter's private page (README "Visitors submit events"). */
if (!customElements.get('event-submit')) customElements.define('event-submit', EventSubmitElement);

export { EventCalendarElement, EventSubmitElement };
