/**
 * The one rule for the client address. Next's handlers cannot see the socket, and Next keeps a
 * client-sent X-Forwarded-For, so a visitor could claim any address. Here, with the socket in hand,
 * the address is decided once and written to CLIENT_ADDRESS_HEADER (a value the client sent under
 * that name is discarded): the socket address, or — only when the socket is a trusted proxy
 * (TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated) — the right-most X-Forwarded-For
 * entry that is not itself a trusted proxy (else X-Real-IP). lib/http/clientAddress.ts is the only
 * reader.
 */
'use strict';
const net = require('node:net');

function plainAddress(value) {
  const text = String(value || '').trim();
  const unmapped = text.startsWith('::ffff:') && net.isIPv4(text.slice(7)) ? text.slice(7) : text;
  return net.isIP(unmapped) ? unmapped : '';
}

function trustedProxies(setting) {
  const list = new net.BlockList();
  for (const entry of String(setting || '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const ip = plainAddress(address);
    if (!ip) continue;
    const type = net.isIPv6(ip) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(ip, type);
    else if (/^\d{1,3}$/.test(prefix)) list.addSubnet(ip, Number(prefix), type);
  }
  return list;
}

function isTrusted(list, ip) {
  return Boolean(ip) && list.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4');
}

/** The client address of a request, by the rule above. */
function clientAddressOf(socketAddress, headers, trusted) {
  const socket = plainAddress(socketAddress);
  if (!isTrusted(trusted, socket)) return socket;
  const forwarded = String(headers['x-forwarded-for'] || '').split(',').map(plainAddress);
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    if (!forwarded[i]) break; // A malformed hop: nothing left of it can be believed.
    if (!isTrusted(trusted, forwarded[i])) return forwarded[i];
  }
  return plainAddress(headers['x-real-ip']) || socket;
}

function firstValue(value) {
  return String(value || '').split(',')[0].trim();
}

/**
 * The origin the visitor asked for (`scheme://host[:port]`, lib/http/visitorOrigin.ts reads it from
 * VISITOR_ORIGIN_HEADER): X-Forwarded-Proto and X-Forwarded-Host when the socket is a trusted proxy,
 * else the Host header over plain HTTP. The forwarded headers are then removed, so Next sees every
 * request as the plain HTTP it receives: with `X-Forwarded-Proto: https` it would take its own
 * rewrites (searches, the staff view) for another origin's and fetch them over TLS from itself.
 */
function visitorOriginOf(headers, fromTrustedProxy) {
  const forwardedHost = fromTrustedProxy ? firstValue(headers['x-forwarded-host']) : '';
  const https = fromTrustedProxy && firstValue(headers['x-forwarded-proto']).toLowerCase() === 'https';
  delete headers['x-forwarded-host'];
  delete headers['x-forwarded-proto'];
  delete headers['x-forwarded-port'];
  return `${https ? 'https' : 'http'}://${forwardedHost || firstValue(headers.host)}`;
}

module.exports = { plainAddress, trustedProxies, isTrusted, clientAddressOf, visitorOriginOf };
