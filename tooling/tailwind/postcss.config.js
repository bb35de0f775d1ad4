/** Shared PostCSS setup: Tailwind CSS 4. */
export default {
  plugins: { '@tailwindcss/postcss': {} },
};
