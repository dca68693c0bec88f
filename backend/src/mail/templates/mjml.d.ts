// The part of MJML 4's API we use. @types/mjml pulls @types/mjml-core 5 (async), which does not describe MJML 4.
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    minify?: boolean;
  }
  function mjml2html(source: string, options?: MjmlOptions): { html: string; errors: MjmlError[] };
  export = mjml2html;
}
