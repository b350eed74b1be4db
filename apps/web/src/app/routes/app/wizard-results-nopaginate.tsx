/** /app/wizard-results-nopaginate: every Wallet Wizard result on one page. */
import { WizardResultsScreen } from './wizard-results-screen';

export default function WizardResultsOnOnePage() {
  return <WizardResultsScreen all />;
}
