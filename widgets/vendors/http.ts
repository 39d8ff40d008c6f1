/**
 * Vendor file: the bundle's HTTP client (ky, through core/http/ajax.ts) for widgets of the main
 * bundle that call the server only now and then (the menu's dropdown call). Built on its own into
 * cms-islands.vendor-http.js (listed in widgets/index.ts), so ky costs the main bundle nothing: it is
 * fetched the first time such a call is due.
 */
import { describeCallFailure, http, siteEndpoint } from '../../core/http/ajax';

const httpVendor = { http, describeCallFailure, siteEndpoint };
export type HttpVendor = typeof httpVendor;

export default httpVendor;
