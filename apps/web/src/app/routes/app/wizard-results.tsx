/** /app/wizard-results: the Wallet Wizard results, a page at a time. */
import { WizardResultsScreen } from './wizard-results-screen';

export default function WizardResults() {
  return <WizardResultsScreen all={false} />;
}
