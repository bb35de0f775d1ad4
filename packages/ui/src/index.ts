/** @kasar/ui: presentational React components shared by the website and the dashboard. */
export { cn } from './class-names';
export { Spinner, type SpinnerProps } from './spinner';
