import { Page } from '@strapi/strapi/admin';
import { Route, Routes } from 'react-router-dom';
import { CalendarPage } from './Calendar';

/** The plugin's pages under /admin/plugins/calendar. */
const App = () => (
  <Routes>
    <Route index element={<CalendarPage />} />
    <Route path="*" element={<Page.Error />} />
  </Routes>
);

export default App;
