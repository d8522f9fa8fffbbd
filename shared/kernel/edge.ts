/**
 * The header CloudFront adds to every request it forwards to the API, carrying the origin secret; the
 * API refuses requests without it, so nobody reaches the functions around CloudFront.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** CloudFront's own header with the viewer's `ip:port` (trusted only on requests that carry the origin secret). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The 403 detail of a request that did not come through CloudFront. */
export const ORIGIN_REFUSED_MESSAGE = 'Requests must come through the Ridgeline site.';
