import { Box } from '@strapi/design-system';
import { styled } from 'styled-components';

/** FullCalendar's look fitted to the admin's: its fonts, colours and buttons. */
export const CalendarStyles = styled(Box)`
  --fc-border-color: ${({ theme }) => theme.colors.neutral200};
  --fc-button-bg-color: ${({ theme }) => theme.colors.neutral0};
  --fc-button-border-color: ${({ theme }) => theme.colors.neutral200};
  --fc-button-text-color: ${({ theme }) => theme.colors.neutral800};
  --fc-button-hover-bg-color: ${({ theme }) => theme.colors.neutral100};
  --fc-button-hover-border-color: ${({ theme }) => theme.colors.neutral300};
  --fc-button-active-bg-color: ${({ theme }) => theme.colors.primary100};
  --fc-button-active-border-color: ${({ theme }) => theme.colors.primary600};
  --fc-today-bg-color: ${({ theme }) => theme.colors.primary100};
  --fc-page-bg-color: ${({ theme }) => theme.colors.neutral0};
  --fc-neutral-bg-color: ${({ theme }) => theme.colors.neutral100};
  --fc-list-event-hover-bg-color: ${({ theme }) => theme.colors.neutral100};
  color: ${({ theme }) => theme.colors.neutral800};
  font-size: 1.3rem;

  .fc .fc-toolbar-title { font-size: 1.8rem; font-weight: 600; }
  .fc .fc-button { font-size: 1.3rem; text-transform: capitalize; }
  .fc .fc-button-primary:not(:disabled).fc-button-active { color: ${({ theme }) => theme.colors.primary600}; }
  .fc .fc-daygrid-day-top { justify-content: flex-end; }
  .fc a { color: inherit; }
  .fc-event { cursor: pointer; }
  .calendar-add {
    display: inline-flex; align-items: center; justify-content: center;
    width: 1.8rem; height: 1.8rem; border-radius: 50%; border: 0; cursor: pointer;
    background: transparent; color: ${({ theme }) => theme.colors.neutral500};
  }
  .calendar-series-mark { margin-right: 0.3rem; font-weight: 600; }
  /* What became of the event (issue 35): its status before its title, struck through when its dates no longer hold. */
  .calendar-change-mark { margin-right: 0.4rem; padding: 0 0.3rem; border-radius: 0.3rem; font-weight: 700; background: #a30000; color: #fff; text-decoration: none; display: inline-block; }
  .calendar-change-postponed, .calendar-change-rescheduled { background: #7a4500; }
  .calendar-change-moved_online { background: #0a58a8; }
  .calendar-dates-void .fc-event-title, .calendar-dates-void .fc-event-time, .calendar-dates-void .fc-list-event-title a { text-decoration: line-through; }
  /* The zone of an event on another clock: small, under its title (a month's cells are too narrow for both on one line). */
  .calendar-event-zone { display: block; font-size: 1.1rem; opacity: 0.85; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .fc-list-event-title .calendar-event-zone { display: inline; margin-left: 0.6rem; }
  .calendar-add:hover, .calendar-add:focus-visible { background: ${({ theme }) => theme.colors.primary100}; color: ${({ theme }) => theme.colors.primary600}; }
`;
