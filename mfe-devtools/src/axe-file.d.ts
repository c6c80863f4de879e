/** The URL of axe-core's browser build, emitted by webpack as a file (webpack.config.ts). */
declare module 'axe-core/axe.min.js' {
  const url: string;
  export default url;
}
