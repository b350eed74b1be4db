/** A module of its own, so that Mantine's modals load only with the first modal (see modals-host.tsx). */
export { ModalsProvider as default } from '@mantine/modals';
