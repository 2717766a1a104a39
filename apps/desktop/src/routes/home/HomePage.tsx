import { useGetGeneralQuery } from '@khela/api';
import { HomeLayout } from './HomeLayout';
import { MaintenancePage } from './MaintenancePage';

/** / : the desktop home, or the maintenance page while site_status is 0. */
export default function HomePage() {
  const { data: general } = useGetGeneralQuery();
  if (general?.site_status === 0) return <MaintenancePage />;
  return <HomeLayout />;
}
