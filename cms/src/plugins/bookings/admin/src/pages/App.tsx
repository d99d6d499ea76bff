import { Page } from '@strapi/strapi/admin';
import { Route, Routes } from 'react-router-dom';
import { PERMISSIONS } from '../permissions';
import { BoardPage } from './BoardPage';
import { DaySheetPage } from './DaySheetPage';
import { DetailPage } from './DetailPage';
import { QueuePage } from './QueuePage';
import { NotifySettingsPage } from '../notify/NotifySettingsPage';

/** The desk under /admin/plugins/bookings: queue, month board, a day's sheet, one booking. */
export default function App() {
  return (
    <Page.Protect permissions={PERMISSIONS.read}>
      <Routes>
        <Route index element={<QueuePage />} />
        <Route path="board" element={<BoardPage />} />
        <Route path="notify" element={<NotifySettingsPage />} />
        <Route path="day/:date" element={<DaySheetPage />} />
        <Route path=":no" element={<DetailPage />} />
      </Routes>
    </Page.Protect>
  );
}
