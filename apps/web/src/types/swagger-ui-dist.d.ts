/** The one function of swagger-ui-dist the docs route uses (the package ships no types). */
declare module 'swagger-ui-dist' {
  /** The folder holding swagger-ui-bundle.js, swagger-ui.css and the other assets. */
  export function getAbsoluteFSPath(): string;
}
