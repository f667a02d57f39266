/** The part of `mjml` (which ships no types) that mail-html.ts uses: mjml 5 compiles asynchronously. */
declare module "mjml" {
  interface MjmlResult {
    readonly html: string;
    readonly errors: ReadonlyArray<{ readonly formattedMessage?: string; readonly message?: string }>;
  }
  const mjml2html: (mjml: string, options?: { readonly validationLevel?: "strict" | "soft" | "skip" }) => Promise<MjmlResult>;
  export default mjml2html;
}
