/**
 * What a 404 shows under its buttons, given by the app (shared components import no feature): the
 * site search's suggestions for the words of the address. Apart from the error page, so that the
 * app's provider can give it without bringing the error page into the first load.
 */
import { type ComponentType, createContext } from 'react';

export const NotFoundSuggestions = createContext<ComponentType<{ pathname: string }> | null>(null);
