// The Content-Security-Policy of the production build (section 5): scripts, workers, styles and
// connections only from the app's own origin, images also from the image domains, nothing framed,
// no plugins, no <base> tricks. The gateway sends it on every HTML response.

export interface CspOptions {
  /** Origins of the image domains (getDomainConfigList), allowed for images and for the worker's probes. */
  readonly imageOrigins: readonly string[];
}

/** The directives, in order; sources are joined with spaces. */
export function cspDirectives({ imageOrigins }: CspOptions): ReadonlyArray<readonly [string, readonly string[]]> {
  const images = [...new Set(imageOrigins)];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['style-src', ["'self'"]],
    // React sets no style attributes and the sanitiser drops them from server HTML; say so explicitly.
    ['style-src-attr', ["'none'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...images]],
    ['connect-src', ["'self'", ...images]],
    ['font-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
}

const SOURCE = /^(?:'[a-z-]+'|[a-z][a-z0-9+.-]*:|https?:\/\/[a-z0-9.[\]:-]+)$/i;

/** The header value. A source that could break out of its directive (spaces, semicolons, commas) is refused. */
export function buildCsp(options: CspOptions): string {
  return cspDirectives(options)
    .map(([name, sources]) => {
      for (const source of sources) if (!SOURCE.test(source)) throw new Error(`not a CSP source: ${source}`);
      return `${name} ${sources.join(' ')}`;
    })
    .join('; ');
}
