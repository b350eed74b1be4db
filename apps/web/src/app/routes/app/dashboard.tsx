/** /app/dashboard: the personal dashboard, at its address among the buyer's areas. */
import { DashboardScreen } from '../dashboard-screen';

export default function AppDashboard() {
  return <DashboardScreen />;
}
