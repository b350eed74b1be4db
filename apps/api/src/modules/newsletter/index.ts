/** The newsletter module's front door: what other modules may use of it. */
export { type SubscriberFilter, subscriberList } from './subscriber-list.ts';
