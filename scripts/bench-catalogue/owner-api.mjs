// The shop's REST API as the bench's owner uses it: to fill the catalogue and to make the writes
// that drop the server's caches.

/**
 * The owner's REST calls to the shop at `url` (signed in once `signIn` has run): each answers
 * the parsed JSON and the headers, and throws on any status but 2xx.
 */
export function ownerApi(url) {
  let token;
  const call = async (method, path, body) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const init = { method, headers };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${url}/api${path}`, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /api${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return { body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  return {
    call,
    /** The owner's session token, for a browser to sign in with. */
    get token() {
      return token;
    },
    async signIn(credentials) {
      token = (await call('POST', '/auth/login', credentials)).body.token;
    },
  };
}

/** How many products match `query` (GET /api/products with paging answers the total in X-Total-Count). */
export async function productCount(api, query = '') {
  const { headers } = await api.call('GET', `/products?limit=1${query}`);
  return Number(headers.get('x-total-count'));
}
