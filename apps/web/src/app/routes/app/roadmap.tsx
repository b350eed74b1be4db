/** /app/roadmap: the homebuying steps with the buyer's progress, among their areas. */
import { HomebuyingStepsScreen } from '../homebuying-steps-screen';

export { buyerStateLoader as clientLoader } from '../use-buyer-state';

export default function AppRoadmap() {
  return <HomebuyingStepsScreen />;
}
