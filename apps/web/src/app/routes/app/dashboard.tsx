/** /app/dashboard: the personal dashboard, at its address among the buyer's areas. */
import { DashboardScreen } from '../dashboard-screen';

export { buyerStateLoader as clientLoader } from '../use-buyer-state';

export default function AppDashboard() {
  return <DashboardScreen />;
}
