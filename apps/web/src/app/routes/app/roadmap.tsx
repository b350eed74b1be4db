/** /app/roadmap: the homebuying steps with the buyer's progress, among their areas. */
import { HomebuyingStepsScreen } from '../homebuying-steps-screen';

export default function AppRoadmap() {
  return <HomebuyingStepsScreen />;
}
