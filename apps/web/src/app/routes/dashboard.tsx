/** /dashboard: the personal dashboard. */
import { DashboardScreen } from './dashboard-screen';

export { buyerStateLoader as clientLoader } from './use-buyer-state';

export default function Dashboard() {
  return <DashboardScreen />;
}
