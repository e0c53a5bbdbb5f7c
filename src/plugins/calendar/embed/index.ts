import { EventCalendarElement } from './element';

/**
 * The embeddable calendar: `<script type="module" src="<site>/api/cal/events/v1/embed.js"></script>` and
 * `<event-calendar view="month" lang="fr" categories="jazz"></event-calendar>` on any page (README
 * "The public calendar"). Defined once, even when a page loads the script twice.
 */
if (!customElements.get('event-calendar')) customElements.define('event-calendar', EventCalendarElement);

export { EventCalendarElement };
