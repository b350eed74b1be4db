/** /dashboard: the personal dashboard. */
import { DashboardScreen } from './dashboard-screen';

export default function Dashboard() {
  return <DashboardScreen />;
}
