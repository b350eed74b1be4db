/**
 * The colour mode control: follow the system, or always light, or always dark. Mantine remembers the
 * choice. The button is shown at once; the menu behind it is loaded when the pointer or the focus
 * comes near it, so that the first page load stays small.
 */
import { lazy, Suspense, useState } from 'react';
import { ColourModeButton } from './colour-mode-button';

const loadDropdown = () => import('./colour-mode-dropdown');
const ColourModeDropdown = lazy(loadDropdown);

export function ColourModeMenu() {
  const [requested, setRequested] = useState(false);
  if (!requested) {
    return (
      <ColourModeButton
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={loadDropdown}
        onFocus={loadDropdown}
        onClick={() => setRequested(true)}
      />
    );
  }
  return (
    <Suspense fallback={<ColourModeButton aria-haspopup="menu" aria-expanded={false} aria-busy />}>
      <ColourModeDropdown />
    </Suspense>
  );
}
