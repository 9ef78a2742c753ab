import { describe, expect, it } from 'vitest';
import { sessionDevice } from './session-device';

describe('sessionDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'macOS'],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome',
      'ChromeOS',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPad',
    ],
    ['curl/8.5.0', 'curl', null],
    ['PostmanRuntime/7.39.0', 'PostmanRuntime', null],
    ['node', 'node', null],
  ])('reads %s as %s on %s', (userAgent, browser, platform) => {
    expect(sessionDevice(userAgent)).toEqual({ browser, platform });
  });

  it('says nothing rather than repeat what it cannot name', () => {
    expect(sessionDevice(undefined)).toEqual({ browser: null, platform: null });
    expect(sessionDevice('')).toEqual({ browser: null, platform: null });
    expect(sessionDevice('Mozilla/5.0 (compatible; unknown)')).toEqual({ browser: null, platform: null });
    expect(sessionDevice('<script>alert(1)</script>')).toEqual({ browser: null, platform: null });
    expect(sessionDevice('\u0000evil/1.0')).toEqual({ browser: null, platform: null });
    expect(sessionDevice(`${'a'.repeat(100)}/1`)).toEqual({ browser: null, platform: null });
  });
});
