import { describe, expect, it } from 'vitest';
import { isPageRequest, prefersJson } from './page-request';

/** What link-preview fetchers and common clients send as Accept, as seen in servers' logs. */
const ACCEPT = {
  browser: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  curl: '*/*',
  facebookexternalhit: '*/*',
  whatsApp: '*/*',
  slackbot: '*/*',
  twitterbot: '*/*',
  axios: 'application/json, text/plain, */*',
  jsonOnly: 'application/json',
  jsonFirst: 'application/json;q=1, text/html;q=0.5',
  htmlFirst: 'text/html;q=0.9, application/json;q=0.5',
  imageTag: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  textOnly: 'text/plain',
} as const;

describe('who gets a page and who gets JSON', () => {
  it('gives the page to browsers, curl, the link-preview fetchers and a request with no Accept', () => {
    for (const accept of [
      ACCEPT.browser,
      ACCEPT.curl,
      ACCEPT.facebookexternalhit,
      ACCEPT.whatsApp,
      ACCEPT.slackbot,
      ACCEPT.twitterbot,
      ACCEPT.htmlFirst,
      ACCEPT.imageTag,
      ACCEPT.textOnly,
      undefined,
      '',
    ]) {
      expect(prefersJson(accept), String(accept)).toBe(false);
    }
  });

  it('gives JSON only to a request that puts JSON before HTML', () => {
    for (const accept of [ACCEPT.axios, ACCEPT.jsonOnly, ACCEPT.jsonFirst])
      expect(prefersJson(accept), accept).toBe(true);
  });

  it('never takes the server’s own paths, file names or writes for pages', () => {
    expect(isPageRequest('GET', '/products', '*/*')).toBe(true);
    expect(isPageRequest('HEAD', '/orders/lookup', undefined)).toBe(true);
    expect(isPageRequest('GET', '/products', ACCEPT.jsonOnly)).toBe(false);
    for (const path of ['/api/products', '/graphql', '/uploads/cake.png', '/assets/missing.js', '/favicon.ico']) {
      expect(isPageRequest('GET', path, '*/*'), path).toBe(false);
    }
    expect(isPageRequest('POST', '/products', ACCEPT.browser)).toBe(false);
  });
});
