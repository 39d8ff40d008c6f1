/** What a demo backend route receives and answers. The demo server is small on purpose: no framework. */
export interface DemoRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  /** The body parsed as form data (urlencoded or multipart); empty for GET. */
  formData(): Promise<FormData>;
}

export interface DemoResponse {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (use with a content-type header). */
  text?: string;
  /** Wait before answering, so loaders can be seen. */
  delayMs?: number;
}

export interface DemoRoute {
  readonly method: 'GET' | 'POST' | 'ANY';
  /** Matched against the path; capture groups are passed to the handler. */
  readonly path: RegExp;
  handle(request: DemoRequest, match: RegExpMatchArray): Promise<DemoResponse> | DemoResponse;
}

/** An admin-ajax.php action, named WITHOUT the page's action prefix (`ajax_search`, not `cms_islands_ajax_search`). */
export interface DemoAjaxAction {
  readonly action: string;
  handle(fields: FormData, request: DemoRequest): Promise<DemoResponse> | DemoResponse;
}
