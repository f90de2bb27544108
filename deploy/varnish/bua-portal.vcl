vcl 4.1;
# Portal BUA's edge: Varnish (Debian 12's varnish 7.1 with varnish-modules' xkey) in front of the
# nginx front (deploy/nginx/). It keeps a public page for hours and drops exactly the pages of a
# change when the portal purges their keys (lib/edge/); nginx and the portal behind it stay as they
# are. Installed as /etc/varnish/bua-portal.vcl with the @…@ placeholders replaced (or rendered by
# scripts/edge-start.sh for this machine):
#   @BACKEND_HOST@ @BACKEND_PORT@  the nginx front's plain-HTTP address, e.g. 127.0.0.1 and 8080
#   @PURGE_ACL@                    who may purge, one `"10.0.0.21";` or `"10.0.0.0"/24;` per entry:
#                                  the portal's hosts (the instances send the purges)
# The nginx front believes the visitor's address from this edge only (deploy/nginx/bua-portal-edge.conf),
# and answers its requests (X-BUA-Edge: 1) past the micro-cache, fresh from the portal.
#
# What the portal sends (lib/cache/edgeKeys.cjs) and what this file does with it:
#   Surrogate-Key: k1 k2            the page's keys: copied to `xkey`, which the vmod indexes
#   Surrogate-Control: max-age=N    how long the edge keeps a keyed page (hours: a change purges it)
#   no keys, or an old copy         (Next's `X-Nextjs-Cache: STALE`, nginx's micro-cache `X-Cache-Status:
#                                   HIT/STALE/UPDATING`, whose copy may predate the last purge): a second,
#                                   so the next fetch brings the current page with its keys; such a brief
#                                   copy is never served past it while the origin answers (vcl_hit). A
#                                   STALE answer to a background refresh is not brief: no purge came
#                                   before it (vcl_backend_response)
# Purging (the ACL's hosts only):
#   curl -X PURGE -H 'xkey-purge: k1 k2' http://edge/   ->  200, `X-Purged: <objects removed>`
# A hard purge: the copies go at once, their grace with them, so the next request fetches the page.

import std;
import xkey;

backend front {
    .host = "@BACKEND_HOST@";
    .port = "@BACKEND_PORT@";
    .connect_timeout = 1s;
    # A page nobody has cached is rendered on a miss; nginx gives up on an instance after 10 s.
    .first_byte_timeout = 20s;
    .between_bytes_timeout = 10s;
    # Liveness through nginx (an instance answers without asking WordPress). Two failed probes of
    # the last three mark the origin sick within about 2 s, and from then on copies past their
    # lifetime are served (grace) instead of requests waiting on an origin that is gone.
    .probe = {
        .url = "/api/health";
        .interval = 1s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
        .initial = 2;
    }
}

acl purgers {
    @PURGE_ACL@
}

sub vcl_recv {
    # Only this file's own marks travel between its subroutines: none from the client.
    unset req.http.X-Edge-Cache;
    if (req.restarts == 0) {
        unset req.http.X-Edge-Retry-Stale;
        unset req.http.X-Edge-Refetch;
        unset req.http.X-Purged;
        unset req.http.X-Edge-Brotli;
    }
    # Host in lower case, and required in HTTP/1.1 (Varnish's own rule).
    call vcl_req_host;

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header required"));
        }
        set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        # Forms, sign-in, the staff API, WordPress's notices: straight to the origin, never kept.
        if (req.method == "POST" || req.method == "PUT" || req.method == "PATCH" || req.method == "DELETE" || req.method == "OPTIONS") {
            return (pass);
        }
        return (synth(405, "Method Not Allowed"));
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # A signed-in visitor (next-auth's session cookie, over HTTP or HTTPS, whole or in chunks) sees
    # private posts and the staff view: never from or into the cache, as in nginx.
    if (req.http.Cookie ~ "(^|;\s*)(__Secure-)?next-auth\.session-token(\.\d+)?=") {
        return (pass);
    }
    # A router request made from a signed-in view.
    if (req.http.Next-Url ~ "^/internal(/|$)") {
        return (pass);
    }
    # APIs, sign-in and staff pages: never cached (nginx's rule, with the query string and any
    # capitals or doubled slashes nginx would also route there).
    if (req.url ~ "(?i)^/+(api|admin|redaktur|profile|login|auth|internal)(/|-|\?|$)") {
        return (pass);
    }
    # Public pages are the same for every anonymous visitor: the portal reads no other cookie there
    # (the "signed in" hint is read by the browser's script), so none may split or bypass the cache.
    unset req.http.Cookie;

    # Brotli for the clients that take it (every current browser): the portal's pages are a third
    # smaller than in gzip. Varnish itself knows gzip only: once vcl_recv is done it sets the
    # request's Accept-Encoding to gzip (or removes it), asks the origin for gzip on every fetch,
    # and ignores Accept-Encoding in Vary. So a client that takes br is marked here, gets a copy
    # of its own (vcl_hash), asked for as br (vcl_backend_fetch) and kept as the origin sends it;
    # the mark stays across a restart, when Accept-Encoding no longer says br. Not for images and
    # fonts: compressed already, one copy does.
    if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(,|$|;\s*q=(1|0\.0*[1-9]))" && req.url !~ "^/_next/(image|static/media/)") {
        set req.http.X-Edge-Brotli = "1";
    }

    # While the origin answers, a keyed copy past its lifetime is served for 10 s at most, while the
    # next one is fetched in the background (visitors of a page many read never wait on the origin):
    # keyed pages leave by purge, which takes their copies and grace at once, and live hours. A
    # brief copy is asked for again at once instead (vcl_hit). When the probe says the origin is
    # down (or after an origin error, see vcl_synth), a copy up to its grace (a day) is served.
    if (req.http.X-Edge-Retry-Stale) {
        set req.grace = 24h;
    } elsif (req.http.X-Edge-Refetch) {
        set req.grace = 0s;
    } elsif (std.healthy(req.backend_hint)) {
        set req.grace = 10s;
    }
    return (hash);
}

sub vcl_hash {
    if (req.http.X-Edge-Brotli) {
        hash_data("br");
    }
    # A router request (RSC: 1) and a page request for one address get different answers; Next
    # says so with Vary, except on its redirect of a router request without `_rsc`.
    if (req.http.RSC) {
        hash_data("rsc:" + req.http.RSC);
    }
}

sub vcl_hit {
    # A brief copy past its second is not served while the origin answers: it may be an old page
    # that no purge can reach (no keys, or fetched just before a purge), and served from grace it
    # would outlive the change by as long as the page's next render takes. Looked up again without
    # grace: the request waits for the fetch under way (or starts one), as Varnish's other waiting
    # requests do; an origin error still falls back on it (vcl_synth).
    if (obj.ttl <= 0s && obj.http.X-Edge-Brief && !req.http.X-Edge-Refetch && !req.http.X-Edge-Retry-Stale && std.healthy(req.backend_hint)) {
        set req.http.X-Edge-Refetch = "1";
        return (restart);
    }
    set req.http.X-Edge-Cache = "HIT";
}

sub vcl_miss {
    set req.http.X-Edge-Cache = "MISS";
    # Asked again after an origin error and still no copy: the origin's own answer goes out (its
    # error page, Retry-After) through a fetch that stores nothing.
    if (req.http.X-Edge-Retry-Stale) {
        return (pass);
    }
}

sub vcl_pass {
    if (!req.http.X-Edge-Cache) {
        set req.http.X-Edge-Cache = "PASS";
    }
}

sub vcl_backend_fetch {
    # A copy served from grace after the origin erred on this very request (vcl_synth): no
    # background refresh on top, the origin was just asked.
    if (bereq.is_bgfetch && bereq.http.X-Edge-Retry-Stale) {
        return (abandon);
    }
    unset bereq.http.X-Edge-Cache;
    unset bereq.http.X-Edge-Retry-Stale;
    unset bereq.http.X-Edge-Refetch;
    unset bereq.http.X-Edge-Debug;
    if (bereq.http.X-Edge-Brotli) {
        set bereq.http.Accept-Encoding = "br";
    }
    unset bereq.http.X-Edge-Brotli;
    # nginx answers the edge past its micro-cache ($bua_from_edge): each page fresh from the portal,
    # with the lifetime a micro-cache copy would not carry.
    set bereq.http.X-BUA-Edge = "1";
}

sub vcl_backend_response {
    # This file's own mark (set below): none from the origin.
    unset beresp.http.X-Edge-Brief;
    if (bereq.uncacheable) {
        return (deliver);
    }
    # An origin error never replaces a good copy: the fetch is abandoned (any finished fetch, even
    # one stored for no time, would drop the expired copy it replaces). A background refresh leaves
    # the copy as it was; a visitor's request is asked again, accepting that copy (vcl_synth).
    if (beresp.status >= 500) {
        return (abandon);
    }
    # Kept only: the statuses nginx keeps (and redirects, gone), for everyone alike. An answer the
    # portal marks private or not to store, or one that sets a cookie, is never kept: hit-for-miss,
    # so the next request goes to the origin and a later cacheable answer is kept again.
    # (Not 307: Next answers a router request without its `_rsc` with one, and without Vary.)
    if ((beresp.status != 200 && beresp.status != 301 && beresp.status != 302 && beresp.status != 308 && beresp.status != 404 && beresp.status != 410)
        || beresp.http.Set-Cookie
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || beresp.http.Surrogate-Control ~ "(?i)no-store"
        || beresp.http.Vary == "*") {
        set beresp.ttl = 10s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }

    # Kept a day past its lifetime, served only while the origin is down or erring (vcl_recv). Not
    # an address that does not exist, nor a build file that was not there: such copies could be
    # made at will, and must not push real pages out of the bounded storage.
    set beresp.grace = 24h;
    if (beresp.status == 404 || beresp.status == 410) {
        set beresp.grace = 10s;
    }
    # The vmod indexes the `xkey` header (spaces or commas between keys); Surrogate-Key is the
    # portal's (and Fastly's) name for the same list. Short-lived copies are indexed too, so a
    # purge also drops a copy taken a moment before it.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }

    if (beresp.http.X-Nextjs-Cache == "STALE" && bereq.is_bgfetch) {
        # The refresh of a copy that reached the end of its lifetime (a purged copy is gone, and
        # never refreshed) brought Next's STALE: the page is being rendered again because its own
        # time came (home's counts, every minute), not because of a change. Kept a fifth of a
        # second like any STALE answer, but not brief: past it, visitors keep getting it from grace
        # while one background fetch asks again, instead of every request waiting on the origin
        # until the render is done (~2 s under load, the whole edge stalled behind one page).
        set beresp.ttl = 0.2s;
    } elsif (beresp.http.X-Nextjs-Cache == "STALE") {
        # Next's STALE answer is the old page, served while the portal renders it again (a list or
        # home after a change): kept a fifth of a second, so the new page shows as soon as it is
        # rendered, and a page many ask for still costs the origin a few requests a second only.
        set beresp.ttl = 0.2s;
        set beresp.http.X-Edge-Brief = "1";
    } elsif (bereq.url ~ "^/_next/static/" && beresp.status == 200) {
        # Build assets are named by content: Cache-Control's year (nginx's) stands. Only a file
        # found: during a rolling restart a new page's file may be asked of an old instance.
    } elsif (beresp.http.Surrogate-Key
        && beresp.http.Surrogate-Control ~ "(?i)(^|[\s,])max-age=\d+"
        && beresp.http.X-Cache-Status !~ "^(HIT|STALE|UPDATING)$") {
        # A current page with the keys that purge it: as long as the portal says (hours).
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "(?i)^(.*[\s,])?max-age=(\d+).*$", "\2") + "s", 1s);
    } elsif (bereq.url ~ "^/_next/image") {
        # Optimised images of WordPress's media carry no keys: as long as nginx keeps them.
        if (beresp.ttl > 10m) {
            set beresp.ttl = 10m;
        }
    } else {
        # No keys, or a copy that may predate the last purge: a second, then fetched again.
        set beresp.ttl = 1s;
        set beresp.http.X-Edge-Brief = "1";
    }
    return (deliver);
}

sub vcl_backend_error {
    # The origin unreachable: as an error answer above (a pass has no copy to fall back on).
    if (!bereq.uncacheable) {
        return (abandon);
    }
    set beresp.http.Content-Type = "text/plain; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    set beresp.body = {"Layanan sedang tidak tersedia. Silakan coba lagi dalam beberapa saat.
"};
    return (deliver);
}

sub vcl_deliver {
    set resp.http.X-Edge-Cache = req.http.X-Edge-Cache;
    # A stored answer carries the id of the request that filled it; this request reached no origin.
    if (req.http.X-Edge-Cache == "HIT") {
        unset resp.http.X-Request-Id;
    }
    # The edge's own instructions are not for browsers or other caches (Fastly strips them too);
    # the keys are shown only to a purger that asks (`X-Edge-Debug: 1`), and nginx always shows them.
    unset resp.http.xkey;
    unset resp.http.X-Edge-Brief;
    unset resp.http.Surrogate-Control;
    unset resp.http.CDN-Cache-Control;
    if (!(req.http.X-Edge-Debug && client.ip ~ purgers)) {
        unset resp.http.Surrogate-Key;
        unset resp.http.Cache-Tag;
    }
    return (deliver);
}

sub vcl_synth {
    # A page's fetch abandoned on an origin error (or no origin): once more, accepting a copy up to
    # its grace (a day); with none, the origin's own answer (vcl_miss).
    if (resp.status == 503 && !req.http.X-Edge-Retry-Stale && req.http.X-Edge-Cache == "MISS") {
        set req.http.X-Edge-Retry-Stale = "1";
        return (restart);
    }
    if (req.http.X-Edge-Cache) {
        set resp.http.X-Edge-Cache = req.http.X-Edge-Cache;
    }
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.http.Cache-Control = "no-store";
    if (req.method == "PURGE" && resp.status == 200) {
        set resp.http.X-Purged = req.http.X-Purged;
        set resp.body = "purged " + req.http.X-Purged + {"
"};
    } else {
        set resp.body = "" + resp.status + " " + resp.reason + {"
"};
    }
    return (deliver);
}
