export { default } from '@kasar/tailwind-config/postcss';
